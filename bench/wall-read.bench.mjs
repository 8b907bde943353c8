#!/usr/bin/env node
// The wall's read path against a bare node:http server sending the same bytes, side by side in
// one run, on SQLite and on MariaDB + Redis (issue 17: target ≥ 0.6× the bare throughput, and
// p99 < 50 ms at 70 % of the BFF's own maximum rate).
//
// For each engine: seeds 100 posts (one with 20 responses and a heart) and 100 prayer requests
// through the API of the built BFF, then loads GET /api/posts and GET /api/prayer-requests with
// autocannon — without a cookie, with the cookie of the visitor who wrote every item (the worst
// case: all of it is theirs), with the cookie of a reader who gave one heart, and at 70 % of the
// rate measured just before (without a cookie, and with the reader's) — then a bare server
// answering the same JSON.
//
// BENCH_ENGINES=sqlite,mysql (default both; mysql needs `node scripts/ensure-services.mjs`),
// BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT (default 3430; the bare server takes the next
// one). BENCH_REDIS_URL (default redis://127.0.0.1:6379/7) is a Redis database the bench empties
// before and after: keep it for the bench.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONNECTIONS, DURATION, api, identityCookie, load, machine, requireBuiltBff, rssMiB, startBare, startBff, waitFor } from './lib.mjs';

requireBuiltBff();
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,mysql').split(',').map((s) => s.trim()).filter(Boolean);
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'mysql://flow:flow@127.0.0.1:3306/flow_test';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379/7';
const PORT = Number(process.env.BENCH_PORT || 3430);

async function seed(base) {
  const cookie = await identityCookie(base);
  let firstPost;
  for (let i = 0; i < 100; i++) {
    const post = await api(base, cookie, 'POST', '/api/posts', { content: `Bench post ${i}: please pray for peace and strength in this season of my life.` });
    firstPost ??= post.id;
    await api(base, cookie, 'POST', '/api/prayer-requests', { content: `Bench prayer ${i}: for my family, for healing and for patience.` });
  }
  // Some conversation and hearts, so the per-viewer lookups have rows to find.
  for (let i = 0; i < 20; i++) await api(base, cookie, 'POST', `/api/posts/${firstPost}/responses`, { content: `Praying with you (${i}).` });
  await api(base, cookie, 'PATCH', `/api/posts/${firstPost}/hearts`, { liked: true });
  // A returning visitor who wrote none of it and gave one heart (the common case).
  const reader = await identityCookie(base);
  await api(base, reader, 'PATCH', `/api/posts/${firstPost}/hearts`, { liked: true });
  return { cookie, reader };
}

async function mysqlDatabase() {
  const { default: mysql } = await import('mysql2/promise');
  const admin = new URL(TEST_DATABASE_URL);
  const name = `flow_bench_${Date.now().toString(36)}`;
  const conn = await mysql.createConnection({ host: admin.hostname, port: Number(admin.port || 3306), user: decodeURIComponent(admin.username), password: decodeURIComponent(admin.password) });
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}

async function flushRedis() {
  const { createClient } = await import('redis');
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  await client.flushDb();
  await client.close();
}

const row = (server, r) => ({
  server,
  'requests/s': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  errors: r.errors + r.non2xx,
});

async function benchEngine(engine) {
  const port = PORT;
  const barePort = PORT + 1;
  const cleanup = [];
  let env;
  if (engine === 'mysql') {
    const db = await mysqlDatabase();
    await flushRedis();
    cleanup.push(() => db.drop(), flushRedis);
    env = { DATABASE_URL: db.url, REDIS_URL };
  } else {
    const file = path.join(os.tmpdir(), `flow-bench-read-${Date.now()}.sqlite`);
    cleanup.push(async () => {
      for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    });
    env = { FLOW_SQLITE_FILE: file };
  }
  const bff = startBff({ port, env });
  let bare;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`);
    const rssAtRest = rssMiB(bff.pid);
    const { cookie, reader } = await seed(base);
    const results = [];
    for (const url of ['/api/posts', '/api/prayer-requests']) {
      const body = await (await fetch(`${base}${url}`)).text();
      const items = JSON.parse(body);
      const count = Array.isArray(items) ? items.length : items.items.length;
      const bodyFile = path.join(os.tmpdir(), `flow-bench-body-${Date.now()}.json`);
      fs.writeFileSync(bodyFile, body);
      bare = startBare(barePort, bodyFile);
      await waitFor(`http://127.0.0.1:${barePort}/`);
      await fetch(`${base}${url}`, { headers: { cookie } });
      const anonymous = await load(`${base}${url}`);
      const visitor = await load(`${base}${url}`, { headers: { cookie } });
      const returning = await load(`${base}${url}`, { headers: { cookie: reader } });
      const rate = Math.max(1, Math.round(anonymous.requests.average * 0.7));
      const steady = await load(`${base}${url}`, { rate });
      const readerRate = Math.max(1, Math.round(returning.requests.average * 0.7));
      const readerSteady = await load(`${base}${url}`, { rate: readerRate, headers: { cookie: reader } });
      const rssUnderLoad = rssMiB(bff.pid);
      const bareResult = await load(`http://127.0.0.1:${barePort}/`);
      bare.kill('SIGTERM');
      bare = undefined;
      fs.rmSync(bodyFile, { force: true });
      console.log(`\n[${engine}] GET ${url}: ${count} items, ${(body.length / 1024).toFixed(0)} KiB, ${CONNECTIONS} connections, ${DURATION}s each; ${machine()}`);
      console.table([
        row('BFF, no cookie', anonymous),
        row('BFF, cookie of the author of every item', visitor),
        row('BFF, cookie of a reader with one heart', returning),
        row(`BFF, no cookie, at 70 % (${rate}/s)`, steady),
        row(`BFF, reader's cookie, at 70 % (${readerRate}/s)`, readerSteady),
        row('bare node:http, same bytes', bareResult),
      ]);
      const ratio = (r) => (r.requests.average / bareResult.requests.average).toFixed(3);
      console.log(`ratio BFF/bare throughput: ${ratio(anonymous)}× (no cookie), ${ratio(visitor)}× (author's cookie), ${ratio(returning)}× (reader's cookie); p99 at 70 %: ${steady.latency.p99} ms (no cookie), ${readerSteady.latency.p99} ms (reader's cookie); BFF RSS ${rssAtRest} MiB at rest, ${rssUnderLoad} MiB after load`);
      results.push({ url, anonymous, visitor, returning, steady, readerSteady, bareResult });
    }
    return results;
  } finally {
    bare?.kill('SIGTERM');
    bff.kill('SIGTERM');
    await new Promise((r) => bff.once('exit', r));
    for (const f of cleanup) await f().catch((err) => console.error(`cleanup: ${err.message}`));
  }
}

for (const engine of ENGINES) await benchEngine(engine);
