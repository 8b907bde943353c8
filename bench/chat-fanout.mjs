#!/usr/bin/env node
// `npm run bench:chat`: chat fan-out across two BFF instances on MariaDB + Redis (issue 12).
//
// Two built BFFs share one MariaDB database and one Redis. BENCH_CHAT_ROOMS rooms (default 500),
// each with a visitor socket on instance A and one on instance B (1,000 sockets). Messages are
// posted through A's HTTP API (POST /api/chat-messages) at a steady BENCH_CHAT_RATE per second
// (default 100) for BENCH_SECONDS (default 10), round-robin over the rooms; each message is
// timed from the moment its POST was sent to its arrival on the B socket of its room (so it went
// through MariaDB, Redis pub/sub and the other instance). Reported: p50 / p99 latency, messages
// acknowledged (201) and not delivered to B within 5 s after the end (lost), delivered per second.
// Beside it, in the same run, a bare `ws` server relays the same rate of messages from a sender
// socket to a receiver socket per room (no database, no second instance): the floor.
//
// BENCH_CHAT_FAULT=redis (issue 12's fault proof): both instances reach Redis through a TCP proxy
// (bench/fault-proxy.mjs) that is cut BENCH_CHAT_FAULT_AT seconds into the sending (default a
// third of BENCH_SECONDS) for BENCH_CHAT_FAULT_SECONDS (default 3), as if Redis were restarted,
// then restored. The bench's sockets behave like the dialog's client: a closed socket reconnects
// (backoff from 0.5 s) and rejoins with the last message id it holds. Reported on top: messages
// acknowledged during the outage and their delivery, how long after the restore the first message
// arrived and the last one held back by the outage, sockets closed and reconnected (slowest
// reconnect), duplicates. Lost must be 0 and reconnects must take at most 5 s. With
// BENCH_CHAT_FAULT_DROP=1 the bench also drops every B socket at the cut (as a restarted instance
// or a lost network would), so all of them go through the reconnect and resume.
// Ports: BENCH_CHAT_PORT (default 3331) for A, the next for B, the one after for the bare server.
//
// Needs `node scripts/ensure-services.mjs` (MariaDB as flow@127.0.0.1, Redis) and a built BFF.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startFaultProxy } from './fault-proxy.mjs';
import { machine, requireBuiltBff, root, sleep, startBff, startProcess, waitFor } from './lib.mjs';

requireBuiltBff();
const require = createRequire(path.join(root, 'bff/package.json'));
const WebSocket = require('ws');
const mysql = require('mysql2/promise');

const ROOMS = Number(process.env.BENCH_CHAT_ROOMS ?? 500);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://flow:flow@127.0.0.1:3306/flow_bench_chat';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/8';
const BASE_PORT = Number(process.env.BENCH_CHAT_PORT ?? 3331);
const [PORT_A, PORT_B, PORT_BARE] = [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2];
const FAULT = process.env.BENCH_CHAT_FAULT ?? '';
// Both servers first carry BENCH_CHAT_WARMUP seconds (default 2) of the same traffic, delivered
// but not measured: the first second after boot is the JIT compiling the send path and the pools
// filling, which a steady-state latency should not include (10-s runs put p99 at ~170 ms from that
// alone against ~40 ms in 30-s runs). Set 0 to measure from cold.
const WARMUP = Number(process.env.BENCH_CHAT_WARMUP ?? 2);
if (FAULT && FAULT !== 'redis') {
  console.error(`BENCH_CHAT_FAULT=${FAULT}: only "redis" is known`);
  process.exit(2);
}
const FAULT_AT = Number(process.env.BENCH_CHAT_FAULT_AT ?? SECONDS / 3);
const FAULT_SECONDS = Number(process.env.BENCH_CHAT_FAULT_SECONDS ?? 3);
const FAULT_DROP = process.env.BENCH_CHAT_FAULT_DROP === '1';
/** How long after the last send a message may still arrive before it counts as lost. */
const SETTLE_MS = FAULT ? 10_000 : 5000;

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
const round = (n) => Math.round(n * 10) / 10;

async function freshDatabase() {
  const url = new URL(DB_URL);
  const name = url.pathname.slice(1);
  const admin = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) });
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
}

async function flushRedis() {
  const { createClient } = require('redis');
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  await client.flushDb();
  await client.quit();
}

function socket(url, cookie) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: cookie ? { cookie } : {} });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function nextFrame(ws, match) {
  return new Promise((resolve) => {
    const on = (data) => {
      const frame = JSON.parse(String(data));
      if (match(frame)) {
        ws.off('message', on);
        resolve(frame);
      }
    };
    ws.on('message', on);
  });
}

/** Sends at a steady rate for `seconds`; `send(i)` returns a promise. */
async function steady(send, seconds = SECONDS) {
  const total = Math.round(RATE * seconds);
  const started = Date.now();
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    pending.push(send(i));
  }
  await Promise.allSettled(pending);
  return (Date.now() - started) / 1000;
}

/**
 * A room's socket that behaves like the dialog's client (ChatSocket + useChatRoom): when it is
 * closed it reconnects with backoff, rejoins with the last message id it holds (the hub resends
 * what it missed) and fetches the page after it, as the dialog does on each confirmed join.
 * `onMessage` sees every message, from a frame or the page; the caller counts each once.
 */
function roomSocket(url, httpBase, room, onMessage, stats) {
  const state = { ws: null, lastId: null, stopped: false, opened: false };
  const open = async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        const ws = await socket(url, room.cookie);
        // A reset is followed by close, which reconnects.
        ws.on('error', () => undefined);
        // Listening before the join: the catch-up after a rejoin follows joined_room at once.
        ws.on('message', (data) => {
          const frame = JSON.parse(String(data));
          if (frame.type !== 'new_message') return;
          state.lastId = frame.message.id;
          onMessage(frame, 'socket');
        });
        const joined = nextFrame(ws, (f) => f.type === 'joined_room');
        ws.send(JSON.stringify({ type: 'join_room', roomId: room.id, ...(state.lastId ? { afterId: state.lastId } : {}) }));
        if (!(await joined).authorized) throw new Error('join refused');
        // As useChatRoom does on every confirmed join after the first: the page of what followed
        // the last message held (or the latest page when it held none), merged by id.
        if (state.opened) {
          const res = await fetch(`${httpBase}/api/chat-messages/${room.id}${state.lastId ? `?after=${state.lastId}` : ''}`, { headers: { cookie: room.cookie } });
          if (!res.ok) throw new Error(`catch-up answered ${res.status}`);
          for (const message of await res.json()) {
            state.lastId = message.id;
            onMessage({ type: 'new_message', roomId: room.id, message }, 'page');
          }
        }
        state.opened = true;
        ws.once('close', () => {
          if (state.stopped) return;
          stats.closed++;
          const closedAt = performance.now();
          void open().then(() => {
            stats.reconnected++;
            stats.reconnectMs.push(performance.now() - closedAt);
          });
        });
        state.ws = ws;
        return;
      } catch (err) {
        if (state.stopped) return;
        if (attempt > 200) throw err;
        // The client's backoff: from 0.5 s, doubling, at most 15 s (jitter left out to measure).
        await sleep(Math.min(15_000, 500 * 2 ** Math.min(attempt, 5)));
      }
    }
  };
  return {
    open,
    /** Cuts the connection without a close handshake, like a crashed peer. */
    drop() {
      state.ws?.terminate();
    },
    stop() {
      state.stopped = true;
      state.ws?.terminate();
    },
  };
}

async function flow() {
  await freshDatabase();
  await flushRedis();
  const redis = new URL(REDIS_URL);
  const proxy = FAULT === 'redis' ? await startFaultProxy({ host: redis.hostname, port: Number(redis.port || 6379) }) : null;
  const env = {
    DATABASE_URL: DB_URL,
    REDIS_URL: proxy ? proxy.route(REDIS_URL) : REDIS_URL,
    FLOW_RATE_LIMIT_CHAT: '1000000/60',
    FLOW_WS_MAX_PER_ADDRESS: '100000',
    FLOW_WS_MAX_TOTAL: '100000',
    FLOW_AI_WORKER: 'false',
  };
  const a = startBff({ port: PORT_A, env: { ...env, FLOW_PUBLIC_URL: `http://127.0.0.1:${PORT_A}` } });
  await waitFor(`http://127.0.0.1:${PORT_A}/healthz`);
  const b = startBff({ port: PORT_B, env: { ...env, FLOW_PUBLIC_URL: `http://127.0.0.1:${PORT_B}` } });
  await waitFor(`http://127.0.0.1:${PORT_B}/healthz`);
  const clients = [];
  try {
    // One human missionary, written directly: signing up needs a signed-in account.
    const url = new URL(DB_URL);
    const db = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password), database: url.pathname.slice(1) });
    const missionaryId = randomUUID();
    await db.query('INSERT INTO missionaries (id, name, display_name, country, languages, specialization, is_ai, is_active) VALUES (?, ?, ?, ?, ?, ?, 0, 1)', [missionaryId, 'Bench', 'Bench Barnabas', 'US', '["en"]', 'general']);
    await db.end();

    const baseA = `http://127.0.0.1:${PORT_A}`;
    const rooms = [];
    for (let i = 0; i < ROOMS; i++) {
      const id = await fetch(`${baseA}/api/identity`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      const cookie = id.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const res = await fetch(`${baseA}/api/chat-rooms`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ missionaryId }) });
      const room = await res.json();
      rooms.push({ id: room.id, cookie });
    }
    /** content → when its POST was sent; `at` of delivered ones moves to `deliveredAt`. */
    const sent = new Map();
    const deliveredAt = new Map();
    const latencies = [];
    // A message sent twice on the socket is a duplicate; any second arrival (mostly the page
    // after a rejoin holding what the socket's catch-up also sent) is merged by id, as the dialog
    // does, and counted apart.
    let duplicates = 0;
    let merged = 0;
    const byFrame = new Set();
    const stats = { closed: 0, reconnected: 0, reconnectMs: [] };
    const onB = (frame, via) => {
      const content = frame.message.content;
      if (via === 'socket') {
        if (byFrame.has(frame.message.id)) duplicates++;
        byFrame.add(frame.message.id);
      }
      if (deliveredAt.has(content)) {
        merged++;
        return;
      }
      const at = sent.get(content);
      if (at === undefined) return;
      const now = performance.now();
      deliveredAt.set(content, now);
      latencies.push(now - at);
    };
    const onBClients = [];
    for (const room of rooms) {
      for (const port of [PORT_A, PORT_B]) {
        const client = roomSocket(`ws://127.0.0.1:${port}/ws`, `http://127.0.0.1:${port}`, room, port === PORT_B ? onB : () => undefined, stats);
        await client.open();
        clients.push(client);
        if (port === PORT_B) onBClients.push(client);
      }
    }
    if (WARMUP > 0) {
      await steady(async (i) => {
        const room = rooms[i % rooms.length];
        const res = await fetch(`${baseA}/api/chat-messages`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: room.cookie }, body: JSON.stringify({ chatRoomId: room.id, content: `warm-up ${i}` }) }).catch(() => null);
        await res?.arrayBuffer();
      }, WARMUP);
      await sleep(500);
    }
    let acknowledged = 0;
    let failed = 0;
    const acked = new Set();
    const fault = { cutAt: null, restoredAt: null };
    let faultDone = Promise.resolve();
    if (proxy) {
      faultDone = (async () => {
        await sleep(FAULT_AT * 1000);
        await proxy.cut();
        fault.cutAt = performance.now();
        if (FAULT_DROP) for (const client of onBClients) client.drop();
        await sleep(FAULT_SECONDS * 1000);
        await proxy.restore();
        fault.restoredAt = performance.now();
      })();
    }
    const seconds = await steady(async (i) => {
      const room = rooms[i % rooms.length];
      const content = `bench ${i}`;
      sent.set(content, performance.now());
      try {
        const res = await fetch(`${baseA}/api/chat-messages`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: room.cookie }, body: JSON.stringify({ chatRoomId: room.id, content }) });
        await res.arrayBuffer();
        if (res.status === 201) {
          acknowledged++;
          acked.add(content);
          return;
        }
      } catch {
        // counted as failed below
      }
      failed++;
      sent.delete(content);
    });
    await faultDone;
    const deadline = Date.now() + SETTLE_MS;
    while ([...acked].some((c) => !deliveredAt.has(c)) && Date.now() < deadline) await sleep(100);
    for (const client of clients) client.stop();
    const delivered = [...acked].filter((c) => deliveredAt.has(c)).length;
    const sorted = latencies.sort((x, y) => x - y);
    const result = { sockets: clients.length, acknowledged, failed, delivered, lost: acknowledged - delivered, perSec: round(delivered / seconds), p50: round(pct(sorted, 50)), p99: round(pct(sorted, 99)) };
    if (!proxy) return result;

    const { cutAt, restoredAt } = fault;
    const duringOutage = [...acked].filter((c) => sent.get(c) >= cutAt && sent.get(c) < restoredAt);
    const heldBack = [...acked].filter((c) => sent.get(c) < restoredAt && deliveredAt.get(c) >= restoredAt);
    const afterRestore = [...deliveredAt.values()].filter((t) => t >= restoredAt).sort((x, y) => x - y);
    const outageLatencies = duringOutage.filter((c) => deliveredAt.has(c)).map((c) => deliveredAt.get(c) - sent.get(c)).sort((x, y) => x - y);
    return {
      ...result,
      fault: {
        outageMs: round(restoredAt - cutAt),
        sentDuringOutage: duringOutage.length,
        deliveredOfThose: duringOutage.filter((c) => deliveredAt.has(c)).length,
        outageP99: round(pct(outageLatencies, 99)),
        outageMax: round(outageLatencies[outageLatencies.length - 1] ?? NaN),
        firstAfterRestoreMs: round(afterRestore.length ? afterRestore[0] - restoredAt : NaN),
        heldBack: heldBack.length,
        backlogDoneAfterRestoreMs: round(heldBack.length ? Math.max(...heldBack.map((c) => deliveredAt.get(c))) - restoredAt : 0),
        socketsClosed: stats.closed,
        socketsReconnected: stats.reconnected,
        slowestReconnectMs: round(stats.reconnectMs.length ? Math.max(...stats.reconnectMs) : 0),
        duplicates,
        merged,
      },
    };
  } finally {
    for (const client of clients) client.stop();
    a.kill();
    b.kill();
    await proxy?.close();
  }
}

async function bare() {
  const code = `
    const { WebSocketServer } = require('ws');
    const rooms = new Map();
    new WebSocketServer({ port: ${PORT_BARE}, host: '127.0.0.1' }).on('connection', (ws) => {
      ws.on('message', (data) => {
        const m = JSON.parse(String(data));
        if (m.type === 'join') { if (!rooms.has(m.room)) rooms.set(m.room, new Set()); rooms.get(m.room).add(ws); ws.send('{"type":"joined"}'); return; }
        const text = JSON.stringify({ type: 'new_message', message: { content: m.content } });
        for (const peer of rooms.get(m.room) ?? []) if (peer !== ws) peer.send(text);
      });
    });`;
  const server = startProcess(['-e', code], { NODE_PATH: path.join(root, 'node_modules') });
  for (let tries = 0; ; tries++) {
    try {
      (await socket(`ws://127.0.0.1:${PORT_BARE}`)).terminate();
      break;
    } catch (err) {
      if (tries > 100) throw err;
      await sleep(200);
    }
  }
  try {
    const pairs = [];
    for (let i = 0; i < ROOMS; i++) {
      const pair = [];
      for (let k = 0; k < 2; k++) {
        const ws = await socket(`ws://127.0.0.1:${PORT_BARE}`);
        const joined = nextFrame(ws, (f) => f.type === 'joined');
        ws.send(JSON.stringify({ type: 'join', room: i }));
        await joined;
        pair.push(ws);
      }
      pairs.push(pair);
    }
    const sent = new Map();
    const latencies = [];
    for (const [, receiver] of pairs) {
      receiver.on('message', (data) => {
        const frame = JSON.parse(String(data));
        const at = sent.get(frame.message?.content);
        if (at === undefined) return;
        sent.delete(frame.message.content);
        latencies.push(performance.now() - at);
      });
    }
    if (WARMUP > 0) {
      await steady(async (i) => pairs[i % pairs.length][0].send(JSON.stringify({ room: i % pairs.length, content: `warm-up ${i}` })), WARMUP);
      await sleep(500);
    }
    const seconds = await steady(async (i) => {
      const content = `bench ${i}`;
      sent.set(content, performance.now());
      pairs[i % pairs.length][0].send(JSON.stringify({ room: i % pairs.length, content }));
    });
    const deadline = Date.now() + 5000;
    while (sent.size && Date.now() < deadline) await sleep(100);
    for (const pair of pairs) for (const ws of pair) ws.terminate();
    const sorted = latencies.sort((x, y) => x - y);
    return { sockets: ROOMS * 2, acknowledged: RATE * SECONDS, failed: 0, delivered: latencies.length, lost: RATE * SECONDS - latencies.length, perSec: round(latencies.length / seconds), p50: round(pct(sorted, 50)), p99: round(pct(sorted, 99)) };
  } finally {
    server.kill();
  }
}

console.log(`chat fan-out: ${ROOMS} rooms, ${ROOMS * 2} sockets, ${RATE} msgs/s for ${SECONDS} s after ${WARMUP} s of warm-up${FAULT ? `, Redis cut at ${round(FAULT_AT)} s for ${FAULT_SECONDS} s${FAULT_DROP ? ', B sockets dropped' : ''}` : ''}; ${machine()}`);
const results = { flow: await flow(), bare: await bare() };
console.log('| server | sockets | sent (201) | failed | delivered | lost | delivered/s | p50 ms | p99 ms |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [name, r] of Object.entries(results)) {
  console.log(`| ${name === 'flow' ? 'Flow, A → MariaDB/Redis → B' : 'bare ws relay'} | ${r.sockets} | ${r.acknowledged} | ${r.failed} | ${r.delivered} | ${r.lost} | ${r.perSec} | ${r.p50} | ${r.p99} |`);
}
console.log(`ratio delivered/s Flow/bare: ${round(results.flow.perSec / results.bare.perSec)}×; ${machine()}`);
const f = results.flow.fault;
if (f) {
  console.log('');
  console.log('| Redis outage | ms / count |');
  console.log('| --- | --- |');
  console.log(`| outage (cut → restored) | ${f.outageMs} ms |`);
  console.log(`| acknowledged during the outage / delivered to B | ${f.sentDuringOutage} / ${f.deliveredOfThose} |`);
  console.log(`| their latency p99 / max | ${f.outageP99} / ${f.outageMax} ms |`);
  console.log(`| first delivery after the restore | ${f.firstAfterRestoreMs} ms |`);
  console.log(`| sent before the restore, delivered after it | ${f.heldBack} |`);
  console.log(`| all of those delivered, after the restore | ${f.backlogDoneAfterRestoreMs} ms |`);
  console.log(`| sockets closed / reconnected (slowest) | ${f.socketsClosed} / ${f.socketsReconnected} (${f.slowestReconnectMs} ms) |`);
  console.log(`| duplicates on the socket / second arrivals merged by id | ${f.duplicates} / ${f.merged} |`);
}
const ok = results.flow.lost === 0 && (!f || (f.duplicates === 0 && f.slowestReconnectMs <= 5000 && f.socketsClosed === f.socketsReconnected));
process.exit(ok ? 0 : 1);
