#!/usr/bin/env node
// Adds new strings to all nine locale files at once: `node scripts/i18n-merge.mjs keys.json`,
// where keys.json is `{ "en": {...}, "pt-BR": {...}, ... }` with the same nested keys in each.
// Existing keys are overwritten, everything else is kept in its order. Several people (or
// editors) adding strings at the same time are serialised by a lock directory.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = path.join(root, 'packages/i18n/locales');
const codes = ['en', 'pt-BR', 'es', 'fr', 'zh-CN', 'ko', 'ja', 'hi', 'ru'];

const input = process.argv[2];
if (!input) {
  console.error('usage: node scripts/i18n-merge.mjs <keys.json>');
  process.exit(2);
}
const additions = JSON.parse(fs.readFileSync(input, 'utf8'));
const missing = codes.filter((c) => !additions[c]);
if (missing.length) {
  console.error(`keys.json has no strings for: ${missing.join(', ')}`);
  process.exit(1);
}

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && target[key] && typeof target[key] === 'object') merge(target[key], value);
    else target[key] = value;
  }
  return target;
}

const lock = path.join(localesDir, '.merge-lock');
const deadline = Date.now() + 30_000;
for (;;) {
  try {
    fs.mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`locale files are locked (${lock}); remove it if nothing is merging`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  for (const code of codes) {
    const file = path.join(localesDir, `${code}.json`);
    const current = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, `${JSON.stringify(merge(current, additions[code]), null, 2)}\n`);
  }
} finally {
  fs.rmdirSync(lock);
}
console.log(`merged ${input} into ${codes.length} locale files`);
