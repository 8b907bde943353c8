#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure. Each step prints
// its own results; the summary at the end says which steps ran and how long they took.
import { spawnSync } from 'node:child_process';

const steps = [
  ['build', 'npm run build'],
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit tests', 'npm run test:unit'],
  ['integration tests (SQLite + memory)', 'npm run test:int'],
  ['integration tests (MariaDB + Redis)', 'npm run test:int:mysql'],
  ['storybook build', 'npm run build-storybook'],
  ['end-to-end tests (Chromium)', 'npm run test:e2e'],
];

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1', FORCE_COLOR: '0' };
const summary = [];
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true, env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(`${status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
  if (status !== 0) {
    console.log(`\n${summary.join('\n')}`);
    console.error(`\n${name} failed.`);
    process.exit(status ?? 1);
  }
}
console.log(`\n${summary.join('\n')}\nAll checks passed.`);
