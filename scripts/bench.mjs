#!/usr/bin/env node
// `npm run bench`: speed and size targets, measured on this machine in one run.
//  1. The shell's initial JavaScript (gzip bytes) before any remote loads, measured in Chromium.
//  2. The church-site widget script (gzip bytes; fails above 100 KB).
//  3. Every benchmark in bench/*.bench.mjs, among them the wall's read path against a bare
//     node:http server (bench/wall-read.bench.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (
  !fs.existsSync(path.join(root, 'bff/dist/index.mjs')) ||
  !fs.existsSync(path.join(root, 'bff/dist/grammar.worker.mjs')) ||
  !fs.existsSync(path.join(root, 'shell/dist/index.html')) ||
  !fs.existsSync(path.join(root, 'mfe-content/widgets-dist/flow-widgets.js'))
) {
  console.log('Building first...');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

function waitFor(url, ms = 30_000) {
  const until = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const tick = async () => {
      try {
        const res = await fetch(url);
        if (res.ok) return resolve();
      } catch {
        // not up yet
      }
      if (Date.now() > until) return reject(new Error(`${url} did not come up`));
      setTimeout(tick, 200);
    };
    tick();
  });
}

function start(command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}


async function shellInitialJs() {
  const port = 3422;
  const dbFile = path.join(os.tmpdir(), `flow-bench-shell-${Date.now()}.sqlite`);
  const server = start(process.execPath, ['bff/dist/index.mjs'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    FLOW_SQLITE_FILE: dbFile,
    LOG_LEVEL: 'silent',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/readyz`);
    const page = await browser.newPage();
    const scripts = new Set();
    // Stop at the first remote request: everything fetched before it is the shell's own cost.
    await page.route('**/remotes/**', (route) => route.abort());
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (req.resourceType() === 'script' && !url.pathname.startsWith('/remotes/')) scripts.add(url.pathname);
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzip = 0;
    const files = [];
    for (const p of scripts) {
      const file = path.join(root, 'shell/dist', p);
      const buf = fs.readFileSync(file);
      const gz = zlib.gzipSync(buf, { level: 9 }).length;
      raw += buf.length;
      gzip += gz;
      files.push({ file: p, 'raw bytes': buf.length, 'gzip bytes': gz });
    }
    console.log('\nShell initial JavaScript before any remote loads');
    console.table(files);
    console.log(`total: ${raw} bytes raw, ${gzip} bytes gzip (${(gzip / 1024).toFixed(1)} KiB) in ${files.length} files`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    fs.rmSync(dbFile, { force: true });
  }
}

/** The church-site widget script, all three elements: gzip bytes against its 100 KB budget. */
function widgetBundle() {
  const file = path.join(root, 'mfe-content/widgets-dist/flow-widgets.js');
  const budget = 100 * 1024;
  const buf = fs.readFileSync(file);
  const gzip = zlib.gzipSync(buf, { level: 9 }).length;
  console.log('\nChurch-site widgets (/widgets/flow-widgets.js)');
  console.table([{ file: 'flow-widgets.js', 'raw bytes': buf.length, 'gzip bytes': gzip, 'budget (gzip)': budget }]);
  if (gzip > budget) {
    console.error(`flow-widgets.js is ${gzip} bytes gzip, over its ${budget}-byte budget`);
    process.exit(1);
  }
}

await shellInitialJs();
widgetBundle();
const benchDir = path.join(root, 'bench');
if (fs.existsSync(benchDir)) {
  for (const f of fs.readdirSync(benchDir).filter((f) => f.endsWith('.bench.mjs')).sort()) {
    console.log(`\n=== bench/${f}`);
    const { status } = spawnSync(process.execPath, [path.join(benchDir, f)], { cwd: root, stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
}
