#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile defaults) against the built app, served as in
// production by the BFF, in Debian's Chromium. Prints the four scores and the main metrics per
// page. With `--gate` (used by `npm test`) it fails when `/` scores below the gate: performance
// 85 (the target is 95; the headroom absorbs a busy machine) and accessibility 100. Under the
// gate `/` is measured five times and its median performance counts: one run on a shared
// 2-core machine moves by ten points either way (docs/performance.md), and a gate that fails
// on noise would only teach people to ignore it. Accessibility must be 100 in every run. A run
// on a host slower than the one Lighthouse's default CPU slowdown is meant for is taken at a
// slowdown calibrated to the host (see `calibratedSlowdown`).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const gate = process.argv.includes('--gate');
const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const paths = pages.length ? pages : ['/', '/user-dashboard'];
const GATE = { performance: 85, accessibility: 100 };
/**
 * The host speed Lighthouse's default 4x CPU slowdown divides down to: its docs/throttling.md says
 * the 4x moves a high-end desktop (benchmarkIndex 1,500-2,000) into the mid-tier mobile bracket
 * (125-800), so a host of 1,750 is emulated as a phone of about 440. A slower host divided by 4
 * emulates a slower phone than the target; the same page on the same code scored a median of 85
 * at host indices 1,200-2,050 and 90-94 at ~2,100 (docs/performance.md).
 */
const TARGET_INDEX = 1750 / 4;
const DEFAULT_SLOWDOWN = 4;
/**
 * The slowdown that emulates the target phone on this host, as docs/throttling.md asks ("on a
 * weaker machine, you can lower it from the default of 4x"; a low-end desktop of 1,000-1,500 to a
 * mid-tier phone at about 2x, range 1-5): the host's index over the target's, never more than
 * Lighthouse's default and never less than 1.
 */
const calibratedSlowdown = (benchmarkIndex) => Math.round(Math.min(DEFAULT_SLOWDOWN, Math.max(1, benchmarkIndex / TARGET_INDEX)) * 10) / 10;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3430);
const origin = `http://127.0.0.1:${port}`;

if (!fs.existsSync(path.join(root, 'bff/dist/index.mjs')) || !fs.existsSync(path.join(root, 'shell/dist/index.html'))) {
  console.log('Building first...');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const dbFile = path.join(os.tmpdir(), `flow-lighthouse-${process.pid}.sqlite`);
const server = spawn(process.execPath, ['bff/dist/index.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    FLOW_PUBLIC_URL: origin,
    FLOW_SQLITE_FILE: dbFile,
    LOG_LEVEL: 'warn',
  },
});

async function waitForReady(ms = 90_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('the server did not become ready');
    await new Promise((r) => setTimeout(r, 250));
  }
}

let chrome;
let failed = false;
try {
  await waitForReady();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows = [];
  const gateRuns = [];
  const runs = gate ? [...paths.filter((p) => p !== '/'), ...Array(5).fill('/')] : paths;
  // A run in which Lighthouse could not measure performance at all (it saw no paint in time:
  // a runtime error, or no performance score) is not a score of 0: under the gate it is run
  // again, at most three times in all, so one stalled headless tab does not decide the median.
  let remeasures = gate ? 3 : 0;
  // Lighthouse measures the host's speed (benchmarkIndex) during each run, and on this shared
  // machine one run's measure moves between ~1,100 and ~2,200 from the next's: each run is taken at
  // the slowdown the median of the measures so far calls for, and under the gate a first run of `/`
  // that does not count measures the host before the first that does.
  const audit = (p, slowdown) =>
    lighthouse(`${origin}${p}`, { port: chrome.port, output: 'json', logLevel: 'error' }, { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: slowdown } } });
  const hostIndices = [];
  const measured = (lhr) => {
    if (lhr.environment?.benchmarkIndex) hostIndices.push(lhr.environment.benchmarkIndex);
    return lhr;
  };
  const hostSlowdown = () => (hostIndices.length ? calibratedSlowdown([...hostIndices].sort((a, b) => a - b)[Math.floor(hostIndices.length / 2)]) : DEFAULT_SLOWDOWN);
  if (gate) {
    const { lhr } = await audit('/', DEFAULT_SLOWDOWN);
    measured(lhr);
    console.log(`  host: benchmarkIndex ${Math.round(lhr.environment?.benchmarkIndex ?? 0)} (Lighthouse's 4x is meant for 1,500-2,000); the gate's runs start at ${hostSlowdown()}x.`);
  }
  for (const p of runs) {
    let slowdown = hostSlowdown();
    let lhr = measured((await audit(p, slowdown)).lhr);
    while (remeasures > 0 && (lhr.runtimeError || lhr.categories.performance?.score == null)) {
      remeasures--;
      console.log(`  ${p}: not measured (${lhr.runtimeError?.code ?? 'no performance score'}); running it again.`);
      slowdown = hostSlowdown();
      lhr = measured((await audit(p, slowdown)).lhr);
    }
    // The whole report, for reading what a score is made of (bootup time, main-thread work...).
    fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
    fs.writeFileSync(path.join(root, 'test-results', `lighthouse${p.replaceAll('/', '_')}.json`), JSON.stringify(lhr));
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.displayValue ?? '–';
    const row = {
      page: p,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      'host index': Math.round(lhr.environment?.benchmarkIndex ?? 0),
      'CPU slowdown': `${slowdown}x`,
    };
    rows.push(row);
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && ['accessibility', 'best-practices'].some((c) => lhr.categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0)),
    );
    for (const a of failing) console.log(`  ${p}: ${a.id} — ${a.title}`);
    if (gate && p === '/') gateRuns.push(row);
  }
  console.table(rows);
  if (gate) {
    const median = gateRuns.map((r) => r.performance).sort((a, b) => a - b)[Math.floor(gateRuns.length / 2)];
    console.log(`Lighthouse gate on /: performance ${gateRuns.map((r) => r.performance).join(', ')} (median ${median}), accessibility ${gateRuns.map((r) => r.accessibility).join(', ')}.`);
    if (median < GATE.performance) {
      console.error(`Lighthouse gate: performance on / has a median of ${median}, below ${GATE.performance}.`);
      failed = true;
    }
    if (gateRuns.some((r) => r.accessibility < GATE.accessibility)) {
      console.error(`Lighthouse gate: accessibility on / is below ${GATE.accessibility}.`);
      failed = true;
    }
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  fs.rmSync(dbFile, { force: true });
  for (const suffix of ['-wal', '-shm']) fs.rmSync(dbFile + suffix, { force: true });
}
process.exit(failed ? 1 : 0);
