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
// Needs `node scripts/ensure-services.mjs` (MariaDB as flow@127.0.0.1, Redis) and a built BFF.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
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
const [PORT_A, PORT_B, PORT_BARE] = [3331, 3332, 3333];

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

/** Sends at a steady rate for SECONDS; `send(i)` returns a promise. */
async function steady(send) {
  const total = RATE * SECONDS;
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

async function flow() {
  await freshDatabase();
  await flushRedis();
  const env = {
    DATABASE_URL: DB_URL,
    REDIS_URL,
    FLOW_RATE_LIMIT_CHAT: '1000000/60',
    FLOW_WS_MAX_PER_ADDRESS: '100000',
    FLOW_WS_MAX_TOTAL: '100000',
    FLOW_AI_WORKER: 'false',
  };
  const a = startBff({ port: PORT_A, env: { ...env, FLOW_PUBLIC_URL: `http://127.0.0.1:${PORT_A}` } });
  await waitFor(`http://127.0.0.1:${PORT_A}/healthz`);
  const b = startBff({ port: PORT_B, env: { ...env, FLOW_PUBLIC_URL: `http://127.0.0.1:${PORT_B}` } });
  await waitFor(`http://127.0.0.1:${PORT_B}/healthz`);
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
    const sent = new Map();
    const latencies = [];
    let delivered = 0;
    const sockets = [];
    for (const room of rooms) {
      for (const port of [PORT_A, PORT_B]) {
        const ws = await socket(`ws://127.0.0.1:${port}/ws`, room.cookie);
        const joined = nextFrame(ws, (f) => f.type === 'joined_room');
        ws.send(JSON.stringify({ type: 'join_room', roomId: room.id }));
        if (!(await joined).authorized) throw new Error('join refused');
        if (port === PORT_B) {
          ws.on('message', (data) => {
            const frame = JSON.parse(String(data));
            if (frame.type !== 'new_message') return;
            const at = sent.get(frame.message.content);
            if (at === undefined) return;
            sent.delete(frame.message.content);
            latencies.push(performance.now() - at);
            delivered++;
          });
        }
        sockets.push(ws);
      }
    }
    let acknowledged = 0;
    let failed = 0;
    const seconds = await steady(async (i) => {
      const room = rooms[i % rooms.length];
      const content = `bench ${i}`;
      sent.set(content, performance.now());
      const res = await fetch(`${baseA}/api/chat-messages`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: room.cookie }, body: JSON.stringify({ chatRoomId: room.id, content }) });
      if (res.status === 201) acknowledged++;
      else {
        failed++;
        sent.delete(content);
      }
      await res.arrayBuffer();
    });
    const deadline = Date.now() + 5000;
    while (sent.size && Date.now() < deadline) await sleep(100);
    for (const ws of sockets) ws.terminate();
    const sorted = latencies.sort((x, y) => x - y);
    return { sockets: sockets.length, acknowledged, failed, delivered, lost: acknowledged - delivered, perSec: round(delivered / seconds), p50: round(pct(sorted, 50)), p99: round(pct(sorted, 99)) };
  } finally {
    a.kill();
    b.kill();
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

console.log(`chat fan-out: ${ROOMS} rooms, ${ROOMS * 2} sockets, ${RATE} msgs/s for ${SECONDS} s; ${machine()}`);
const results = { flow: await flow(), bare: await bare() };
console.log('| server | sockets | sent (201) | failed | delivered | lost | delivered/s | p50 ms | p99 ms |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [name, r] of Object.entries(results)) {
  console.log(`| ${name === 'flow' ? 'Flow, A → MariaDB/Redis → B' : 'bare ws relay'} | ${r.sockets} | ${r.acknowledged} | ${r.failed} | ${r.delivered} | ${r.lost} | ${r.perSec} | ${r.p50} | ${r.p99} |`);
}
console.log(`ratio delivered/s Flow/bare: ${round(results.flow.perSec / results.bare.perSec)}×; ${machine()}`);
process.exit(results.flow.lost === 0 ? 0 : 1);
