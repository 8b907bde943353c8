#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure. Each step prints
// its own results; the summary at the end says which steps ran and how long they took.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const results = path.resolve('test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });
const jestJson = (name) => `-- --json --outputFile=${path.join(results, `${name}.json`)}`;

const steps = [
  ['build', 'npm run build'],
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit tests', `npm run test:unit ${jestJson('unit')}`],
  ['integration tests (SQLite + memory)', `npm run test:int ${jestJson('int-sqlite')}`],
  ['integration tests (MariaDB + Redis)', `npm run test:int:mysql ${jestJson('int-mysql')}`],
  ['outage tests (MariaDB + Redis, one file at a time)', `npm run test:faults ${jestJson('faults')}`],
  ['storybook build', 'npm run build-storybook'],
  ['end-to-end tests (Chromium)', 'npm run test:e2e'],
  ['Lighthouse gate on / (performance ≥ 85, accessibility 100)', 'npm run lighthouse -- --gate /'],
];

/** Adds up what every test runner reported, for one closing line over the whole run. */
function totals() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of fs.readdirSync(results).filter((f) => f.endsWith('.json'))) {
    const data = JSON.parse(fs.readFileSync(path.join(results, file), 'utf8'));
    if ('numPassedTests' in data) {
      passed += data.numPassedTests;
      failed += data.numFailedTests;
      skipped += data.numPendingTests + (data.numTodoTests ?? 0);
    } else if (data.stats) {
      passed += data.stats.expected + data.stats.flaky;
      failed += data.stats.unexpected;
      skipped += data.stats.skipped;
    }
  }
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1', FORCE_COLOR: '0' };
const STEP_TIMEOUT_MS = 25 * 60_000;
const summary = [];
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  // A step that hangs (a test runner kept alive by an open connection) fails after 25 minutes
  // instead of holding CI until its own limit.
  const { status, error } = spawnSync(command, { stdio: 'inherit', shell: true, env, timeout: STEP_TIMEOUT_MS, killSignal: 'SIGKILL' });
  if (error) console.error(`\n${name}: ${error.message}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(`${status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
  if (status !== 0) {
    console.log(`\n${summary.join('\n')}\n${totals()}`);
    console.error(`\n${name} failed.`);
    process.exit(status ?? 1);
  }
}
console.log(`\n${summary.join('\n')}\nAll checks passed.\n${totals()}`);
