#!/usr/bin/env node
// `npm run bench`: speed and size targets, measured on this machine in one run.
//  1. GET /api/posts with 100 posts on SQLite through the whole Koa stack, against a bare
//     node:http server answering the same JSON: requests/s and p99 latency, and their ratio.
//  2. The shell's initial JavaScript (gzip bytes) before any remote loads, measured in Chromium.
//  3. Every further benchmark in bench/*.bench.mjs (other modules add theirs there).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

if (
  !fs.existsSync(path.join(root, 'bff/dist/index.mjs')) ||
  !fs.existsSync(path.join(root, 'bff/dist/grammar.worker.mjs')) ||
  !fs.existsSync(path.join(root, 'shell/dist/index.html'))
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

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, pipelining: 1 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function seedPosts(base, count) {
  const id = await fetch(`${base}/api/identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const cookie = id.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  let firstPost;
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${base}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ content: `Bench post ${i}: please pray for peace and strength in this season of my life.` }),
    });
    if (!res.ok) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
    firstPost ??= (await res.json()).id;
  }
  // Some conversation and hearts, so the per-viewer lookups have rows to find.
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${base}/api/posts/${firstPost}/responses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ content: `Praying with you (${i}).` }),
    });
    if (!res.ok) throw new Error(`seeding responses failed: ${res.status}`);
  }
  await fetch(`${base}/api/posts/${firstPost}/hearts`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ liked: true }),
  });
  return cookie;
}

async function apiBenchmark() {
  const dbFile = path.join(os.tmpdir(), `flow-bench-${Date.now()}.sqlite`);
  const koaPort = 3420;
  const barePort = 3421;
  const koa = start(process.execPath, ['bff/dist/index.mjs'], {
    PORT: String(koaPort),
    HOST: '127.0.0.1',
    FLOW_SQLITE_FILE: dbFile,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    // Production refuses to boot without the public origin used in mailed links.
    FLOW_PUBLIC_URL: `http://127.0.0.1:${koaPort}`,
    FLOW_RATE_LIMIT_POSTS: '100000/60',
    FLOW_RATE_LIMIT_IDENTITY: '100000/60',
    FLOW_RATE_LIMIT_RESPONSES: '100000/60',
  });
  let bare;
  try {
    const base = `http://127.0.0.1:${koaPort}`;
    await waitFor(`${base}/readyz`);
    const cookie = await seedPosts(base, 100);
    const body = await (await fetch(`${base}/api/posts`)).text();
    const posts = JSON.parse(body);
    if (posts.length !== 100) throw new Error(`expected 100 posts, got ${posts.length}`);
    const bodyFile = path.join(os.tmpdir(), `flow-bench-body-${Date.now()}.json`);
    fs.writeFileSync(bodyFile, body);
    bare = start(
      process.execPath,
      [
        '-e',
        `const b=require('fs').readFileSync(${JSON.stringify(bodyFile)});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json; charset=utf-8','content-length':b.length});s.end(b)}).listen(${barePort},'127.0.0.1')`,
      ],
      {},
    );
    await waitFor(`http://127.0.0.1:${barePort}/`);
    // Warm both up so the JIT and SQLite caches are in the same state.
    await fetch(`${base}/api/posts`);
    const koaResult = await load(`${base}/api/posts`);
    // A returning visitor sends the identity cookie, which adds the "did I heart this" lookups.
    const visitorResult = await load(`${base}/api/posts`, { cookie });
    const bareResult = await load(`http://127.0.0.1:${barePort}/`);
    const row = (name, r) => ({
      server: name,
      'requests/s': Math.round(r.requests.average),
      'p99 ms': r.latency.p99,
      errors: r.errors + r.non2xx,
    });
    console.log(`\nGET /api/posts, 100 posts (${(body.length / 1024).toFixed(0)} KiB), ${CONNECTIONS} connections, ${DURATION}s each`);
    console.table([
      row('Koa BFF (SQLite), no cookie', koaResult),
      row('Koa BFF (SQLite), visitor cookie', visitorResult),
      row('bare node:http, same JSON', bareResult),
    ]);
    console.log(
      `ratio Koa/bare: throughput ${(koaResult.requests.average / bareResult.requests.average).toFixed(3)}× ` +
        `(bare is ${(bareResult.requests.average / koaResult.requests.average).toFixed(1)}× faster), ` +
        `p99 ${(koaResult.latency.p99 / Math.max(bareResult.latency.p99, 1)).toFixed(1)}×; ` +
        `with the visitor cookie: throughput ${(visitorResult.requests.average / bareResult.requests.average).toFixed(3)}×, ` +
        `p99 ${(visitorResult.latency.p99 / Math.max(bareResult.latency.p99, 1)).toFixed(1)}×`,
    );
  } finally {
    koa.kill('SIGTERM');
    bare?.kill('SIGTERM');
    fs.rmSync(dbFile, { force: true });
  }
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

await apiBenchmark();
await shellInitialJs();
const benchDir = path.join(root, 'bench');
if (fs.existsSync(benchDir)) {
  for (const f of fs.readdirSync(benchDir).filter((f) => f.endsWith('.bench.mjs')).sort()) {
    console.log(`\n=== bench/${f}`);
    const { status } = spawnSync(process.execPath, [path.join(benchDir, f)], { cwd: root, stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
}
