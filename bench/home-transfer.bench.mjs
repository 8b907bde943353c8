#!/usr/bin/env node
// Bytes of JavaScript a first visit to `/` transfers before the wall is interactive (the composer
// can be typed into): every script the page asked for before the live composer was first visible,
// with the bytes Chromium received (the precompressed copies the server picks).
// Target (docs/performance.md): at most 150 KB.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_HOME_PORT ?? 3423);
const dbFile = path.join(os.tmpdir(), `flow-bench-home-${Date.now()}.sqlite`);
const server = spawn(process.execPath, ['bff/dist/index.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', FLOW_SQLITE_FILE: dbFile, LOG_LEVEL: 'silent', NODE_ENV: 'production', FLOW_PUBLIC_URL: `http://127.0.0.1:${port}` },
  stdio: 'inherit',
});

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

let browser;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  await waitFor(`http://127.0.0.1:${port}/readyz`);
  const page = await browser.newPage();
  // The moment the live composer is in the page and laid out, stamped by the page itself as the
  // DOM changes: a script counts when the page asked for it before then (Playwright's own wait
  // notices the composer later, and a chunk fetched just after it was once counted, once not).
  // BENCH_HOME_LANGUAGE: the visitor's saved language (default English).
  const language = process.env.BENCH_HOME_LANGUAGE;
  if (language) await page.addInitScript((code) => localStorage.setItem('flow-language', code), language);
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const composer = document.querySelector('#root textarea');
      if (!composer || composer.getClientRects().length === 0) return;
      window.__composerVisibleAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  });
  const scripts = [];
  let interactive = false;
  page.on('requestfinished', async (req) => {
    if (req.resourceType() !== 'script' || interactive) return;
    const res = await req.response();
    const sizes = await req.sizes();
    const headers = res?.headers() ?? {};
    // Chromium reports a negative or zero body size for some responses (a script whose bytes
    // arrived before the page asked, a preload); the length the server sent is the truth then.
    const length = Number(headers['content-length']);
    scripts.push({
      file: new URL(req.url()).pathname,
      status: res?.status(),
      encoding: headers['content-encoding'] ?? 'none',
      'bytes transferred': sizes.responseBodySize > 0 ? sizes.responseBodySize : Number.isFinite(length) ? length : 0,
    });
  });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => window.__composerVisibleAt !== undefined, undefined, { timeout: 90_000 });
  // Scripts still on their way when the composer showed are counted too.
  await page.waitForLoadState('networkidle');
  interactive = true;
  const askedBefore = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < window.__composerVisibleAt)
        .map((e) => new URL(e.name).pathname),
    ),
  );
  const before = scripts.filter((s) => askedBefore.has(s.file));
  scripts.length = 0;
  scripts.push(...before);
  const total = scripts.reduce((n, s) => n + s['bytes transferred'], 0);
  console.log(`Home page JavaScript transferred before the wall is interactive (${language ?? 'en'})`);
  console.table(scripts);
  console.log(`total: ${total} bytes (${(total / 1024).toFixed(1)} KiB) in ${scripts.length} files; target ≤ 150 KB`);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  fs.rmSync(dbFile, { force: true });
}
