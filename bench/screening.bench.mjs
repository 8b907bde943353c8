#!/usr/bin/env node
// Screening a post at its worst: every post is read by the content filter and the distress
// assessment before it is saved, so a text built to make their patterns slow is a way to hold
// the server. This times both on hostile shapes at the post limit (2,000 characters) and at
// twice and four times it, to show growth is linear. Target: every shape under 25 ms per call
// at the limit, once the patterns are warm. The library is TypeScript, so the measurement
// (screening.run.ts) runs under tsx.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const { status } = spawnSync(process.execPath, [tsx, path.join(root, 'bench/screening.run.ts')], { cwd: root, stdio: 'inherit' });
process.exit(status ?? 1);
