#!/usr/bin/env node
// Scripture search: queries per second and p99 latency over 1,000 mixed queries (references,
// topical English and Spanish words, phrases, typed-as-you-go prefixes, typos), in process,
// after the index is built; also the index build time and its heap cost. The library is
// TypeScript, so the measurement itself (scripture-search.run.ts) runs under tsx.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const { status } = spawnSync(process.execPath, [tsx, path.join(root, 'bench/scripture-search.run.ts')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(status ?? 1);
