#!/usr/bin/env node
// Does a page of the wall cost the same whatever the size of the table? (issue 17, "Scale")
//
// For each size in BENCH_SCALE_SIZES (default 100,10000,1000000) it lets the built BFF create a
// fresh SQLite file, stops it, fills the file directly with batched inserts (posts, as many
// visitors, a response on each of the newest 40 posts, one post in 200 held for review), restarts
// it and measures:
//  - the first page (`GET /api/wall/posts`) right after a change (a heart, which drops the cached
//    page), so each request builds the page from the database: median and worst of 15;
//  - a page from the middle of the wall (a cursor halfway down), built from the database;
//  - the first page under load, served from the cached page (autocannon, requests/s and p99);
//  - `GET /api/stats` and `GET /api/visitor-stats` on a cold cache, and for comparison the
//    queries they ran before the running totals (a count over each table), run on the same file;
//  - the BFF's resident memory after boot and after the load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { api, identityCookie, load, machine, requireBuiltBff, rssMiB, root, startBff, waitFor } from './lib.mjs';

requireBuiltBff();
const require = createRequire(path.join(root, 'bff/package.json'));
const Database = require(Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3');
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '100,10000,1000000').split(',').map(Number);
const PORT = 3440;
const base = `http://127.0.0.1:${PORT}`;
const BATCH = 500;

const dbDate = (ms) => new Date(ms).toISOString().replace('T', ' ').slice(0, 23);

function seed(file, n) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const started = Date.now();
  const t0 = Date.now() - n * 1000; // one post a second, the newest now
  const insertMany = (table, columns, rows) => {
    const one = `(${columns.map(() => '?').join(',')})`;
    const full = db.prepare(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${Array(BATCH).fill(one).join(',')}`);
    const run = db.transaction((chunk) => {
      if (chunk.length === BATCH) full.run(chunk.flat());
      else db.prepare(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${Array(chunk.length).fill(one).join(',')}`).run(chunk.flat());
    });
    for (let i = 0; i < rows.length; i += BATCH) run(rows.slice(i, i + BATCH));
  };
  const postIds = [];
  for (let from = 0; from < n; from += 50_000) {
    const rows = [];
    for (let i = from; i < Math.min(n, from + 50_000); i++) {
      const id = randomUUID();
      postIds.push(id);
      rows.push([id, `Seeded post ${i}: please pray for peace and strength in this season of my life.`, `anon_seed_${i % 5000}`, dbDate(t0 + i * 1000), 0]);
    }
    insertMany('posts', ['id', 'content', 'anonymous_id', 'created_at', 'hearts'], rows);
    const visits = rows.map((_, k) => [randomUUID(), `anon_seed_${(from + k) % 5000}`, k % 3 ? 'France' : 'Japan', k % 3 ? 'FR' : 'JP', dbDate(t0 + (from + k) * 1000)]);
    insertMany('visitors', ['id', 'anonymous_id', 'country', 'country_code', 'created_at'], visits);
  }
  const newest = postIds.slice(-40);
  insertMany(
    'community_responses',
    ['id', 'post_id', 'content', 'anonymous_id', 'created_at', 'hearts'],
    newest.map((postId, i) => [randomUUID(), postId, `Praying with you (${i}).`, 'anon_seed_r', dbDate(Date.now() - 1000 + i), 0]),
  );
  const held = postIds.filter((_, i) => i % 200 === 7);
  insertMany('moderation_holds', ['item_type', 'item_id', 'reason', 'created_at'], held.map((id) => ['post', id, 'self_harm', dbDate(Date.now())]));
  // The running totals the API would have kept (migration 0102 fills them from the tables too).
  db.prepare("UPDATE counters SET n = (SELECT COUNT(*) FROM posts) WHERE name = 'posts'").run();
  db.prepare("UPDATE counters SET n = (SELECT COUNT(*) FROM community_responses) WHERE name = 'community_responses'").run();
  db.prepare("UPDATE counters SET n = (SELECT COUNT(DISTINCT COALESCE(anonymous_id, id)) FROM visitors) WHERE name = 'visitors'").run();
  db.prepare('INSERT OR IGNORE INTO visitor_people (anonymous_id) SELECT DISTINCT anonymous_id FROM visitors').run();
  db.prepare('INSERT OR IGNORE INTO visitor_people_countries SELECT DISTINCT anonymous_id, country_code FROM visitors').run();
  db.prepare(
    'INSERT OR REPLACE INTO visitor_countries (country_code, country, people) SELECT country_code, MAX(country), COUNT(DISTINCT COALESCE(anonymous_id, id)) FROM visitors GROUP BY country_code',
  ).run();
  const middle = db.prepare('SELECT id, created_at FROM posts ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ?').get(Math.floor(n / 2));
  // What GET /api/stats and /api/visitor-stats ran on each cache miss before the running totals.
  const timed = (sql) => {
    const t = process.hrtime.bigint();
    db.prepare(sql).all();
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  const oldStats = timed(
    "SELECT (SELECT COUNT(*) FROM posts WHERE NOT EXISTS (SELECT 1 FROM moderation_holds mh WHERE mh.item_type = 'post' AND mh.item_id = posts.id AND (mh.reviewed_at IS NULL OR mh.decision = 'removed'))) AS p, (SELECT COUNT(*) FROM prayers_offered) AS q",
  );
  const oldVisitors =
    timed('SELECT COUNT(DISTINCT COALESCE(anonymous_id, id)) FROM visitors') +
    timed('SELECT country_code, MAX(country), COUNT(DISTINCT COALESCE(anonymous_id, id)) AS n FROM visitors WHERE country_code IS NOT NULL GROUP BY country_code ORDER BY n DESC');
  // ...and what they run now.
  const newStats =
    timed("SELECT name, n FROM counters WHERE name IN ('posts', 'community_responses', 'prayer_responses', 'prayers_offered')") +
    timed("SELECT item_type, COUNT(*) FROM moderation_holds WHERE item_type IN ('post', 'response', 'prayer_response') AND (reviewed_at IS NULL OR decision = 'removed') GROUP BY item_type");
  const newVisitors =
    timed("SELECT n FROM counters WHERE name = 'visitors'") +
    timed('SELECT country_code, country, people FROM visitor_countries WHERE people > 0 ORDER BY people DESC, country_code ASC');
  db.close();
  return { seconds: (Date.now() - started) / 1000, middle, newestId: postIds.at(-1), oldStats, oldVisitors, newStats, newVisitors };
}

async function time(url, init) {
  const t = process.hrtime.bigint();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return Number(process.hrtime.bigint() - t) / 1e6;
}

/** Waits until the BFF is idle (the scripture index builds in the background after boot). */
async function settle(pid, maxMs = 90_000) {
  const cpu = () => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').slice(11, 13).reduce((a, b) => a + Number(b), 0);
  const until = Date.now() + maxMs;
  let last = cpu();
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpu();
    if (now - last < 10) return; // under 10 % of a core over the last second (100 ticks/s)
    last = now;
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => Math.round(x * 10) / 10;

async function measure(n) {
  const file = path.join(os.tmpdir(), `flow-bench-scale-${n}-${Date.now()}.sqlite`);
  const env = { FLOW_SQLITE_FILE: file };
  const files = [file, `${file}-wal`, `${file}-shm`];
  try {
    let bff = startBff({ port: PORT, env });
    await waitFor(`${base}/readyz`);
    bff.kill('SIGTERM');
    await new Promise((r) => bff.once('exit', r));
    const seeded = seed(file, n);
    bff = startBff({ port: PORT, env });
    try {
      await waitFor(`${base}/readyz`, 120_000);
      await settle(bff.pid);
      const statsCold = await time(`${base}/api/stats`);
      const visitorsCold = await time(`${base}/api/visitor-stats`);
      const rssAtRest = rssMiB(bff.pid);
      const cookie = await identityCookie(base);
      for (let i = 0; i < 30; i++) await time(`${base}/api/wall/posts`); // the JIT, not the database
      const rebuilt = [];
      for (let i = 0; i < 15; i++) {
        // A heart drops the cached page: the next read builds it from the database.
        await api(base, cookie, 'PATCH', `/api/posts/${seeded.newestId}/hearts`, { liked: i % 2 === 0 });
        rebuilt.push(await time(`${base}/api/wall/posts`));
      }
      const cursor = Buffer.from(JSON.stringify([new Date(seeded.middle.created_at.replace(' ', 'T') + 'Z').toISOString(), seeded.middle.id])).toString('base64url');
      const deep = [];
      for (let i = 0; i < 5; i++) {
        await api(base, cookie, 'PATCH', `/api/posts/${seeded.newestId}/hearts`, { liked: i % 2 === 0 });
        deep.push(await time(`${base}/api/wall/posts?cursor=${cursor}`));
      }
      const page = await (await fetch(`${base}/api/wall/posts?cursor=${cursor}`)).json();
      if (page.posts.length !== 20) throw new Error(`the middle page has ${page.posts.length} posts`);
      const loaded = await load(`${base}/api/wall/posts`, { duration: Number(process.env.BENCH_SECONDS ?? 5) });
      return {
        posts: n.toLocaleString('en'),
        'seed s': ms(seeded.seconds),
        'first page, rebuilt: median / max ms': `${ms(median(rebuilt))} / ${ms(Math.max(...rebuilt))}`,
        'middle page, rebuilt: median ms': ms(median(deep)),
        'first page cached: req/s, p99 ms': `${Math.round(loaded.requests.average)}, ${loaded.latency.p99}`,
        'stats / visitor-stats cold ms': `${ms(statsCold)} / ${ms(visitorsCold)}`,
        'their SQL before / now ms': `${ms(seeded.oldStats)} + ${ms(seeded.oldVisitors)} / ${ms(seeded.newStats)} + ${ms(seeded.newVisitors)}`,
        'RSS rest / load MiB': `${rssAtRest} / ${rssMiB(bff.pid)}`,
      };
    } finally {
      bff.kill('SIGTERM');
      await new Promise((r) => bff.once('exit', r));
    }
  } finally {
    for (const f of files) fs.rmSync(f, { force: true });
  }
}

const rows = [];
for (const n of SIZES) {
  console.log(`[scale] ${n.toLocaleString('en')} posts… (${machine()})`);
  rows.push(await measure(n));
}
console.log(`\nThe wall at scale (SQLite); ${machine()}`);
console.table(rows);
