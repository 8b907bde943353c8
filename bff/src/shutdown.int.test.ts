/**
 * SIGTERM under keep-alive load, against the built server (`node bff/dist/index.mjs`) as it runs
 * in production. Target (issue 9): not one request the server took on fails, new work stops at
 * once (no more answers on old keep-alive connections after the drain), and the process exits
 * within 5 s. Runs on SQLite + memory whatever FLOW_TEST_DB says: the shutdown sequence is the
 * same on both engines and the built server needs no test database of its own.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { runLoad, send, sleep, type LoadRequest } from './test/load';

jest.setTimeout(60_000);

const BFF = path.resolve(__dirname, '..');
let URL_ = '';

let child: ChildProcess;
let dir: string;
let exited: Promise<{ code: number | null; at: number }>;
let output = '';

/**
 * A port the OS says is free now. The built server takes its port from PORT, so it cannot listen on
 * 0 itself; another process can still take the port in between, which `beforeAll` answers by
 * starting again on a new one (a fixed or pid-derived port collided with other runs on one machine).
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function start(port: number): Promise<boolean> {
  output = '';
  child = spawn(process.execPath, [path.join(BFF, 'dist/index.mjs')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      FLOW_SQLITE_FILE: path.join(dir, `flow-${port}.sqlite`),
      FLOW_SECRET: 'shutdown-test-secret-that-is-long-enough',
      FLOW_AI_WORKER: 'false',
      LOG_LEVEL: 'warn',
      FLOW_RATE_LIMIT_POSTS: '100000/60',
      FLOW_RATE_LIMIT_IDENTITY: '100000/60',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  exited = new Promise((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  URL_ = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      if (/EADDRINUSE/.test(output)) return false;
      throw new Error(`server exited before it was ready:\n${output}`);
    }
    const res = await send(URL_, { method: 'GET', path: '/healthz' }, { timeoutMs: 1000 });
    if (res.status === 200) return true;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await sleep(200);
  }
}

beforeAll(async () => {
  // The built server is what production runs; build it from this checkout's sources.
  execFileSync('npx', ['tsup'], { cwd: BFF, stdio: 'ignore' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-shutdown-'));
  for (let attempt = 0; ; attempt++) {
    if (await start(await freePort())) return;
    if (attempt === 4) throw new Error(`no free port after 5 attempts:\n${output}`);
  }
});

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

it('drains keep-alive load on SIGTERM: no failed request, no new work, exit within 5 s', async () => {
  const identity = await fetch(`${URL_}/api/identity`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(identity.status).toBe(200);
  const cookies = identity.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const mix: LoadRequest[] = [
    { method: 'GET', path: '/api/posts' },
    { method: 'POST', path: '/api/posts', body: { content: 'Still here, still praying.' }, headers: { Cookie: cookies } },
    { method: 'GET', path: '/api/prayer-requests' },
    { method: 'GET', path: '/api/stats' },
  ];
  const ws = new WebSocket(URL_.replace('http', 'ws') + '/ws');
  const wsClosed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));

  const load = runLoad(URL_, (n) => mix[n % mix.length], { workers: 8, timeoutMs: 8000 });
  await sleep(1500);
  const termAt = Date.now();
  child.kill('SIGTERM');
  const exit = await exited;
  await sleep(300);
  await load.stop();

  const beforeTerm = load.outcomes.filter((o) => o.startedAt < termAt);
  // Refused connections after the stop are the point: new work goes to another instance.
  const refused = load.outcomes.filter((o) => o.status === 0 && /ECONNREFUSED/.test(o.error ?? ''));
  const failed = load.outcomes.filter((o) => !refused.includes(o) && (o.status === 0 || o.status >= 500));
  const answeredAfter = load.outcomes.filter((o) => o.status > 0 && o.startedAt >= termAt);
  if (process.env.FLOW_FAULT_REPORT === '1') {
    process.stdout.write(
      `[fault-report] sigterm ${JSON.stringify({
        servedBeforeTerm: beforeTerm.filter((o) => o.status > 0).length,
        answeredAfterTerm: answeredAfter.length,
        failed: failed.length,
        failures: failed.map((o) => `${o.path} ${o.error ?? o.status} +${o.startedAt - termAt}ms ${o.ms}ms`),
        refused: refused.length,
        exitMs: exit.at - termAt,
        exitCode: exit.code,
      })}\n`,
    );
  }

  expect(failed.map((o) => `${o.path} ${o.status} ${o.error ?? ''}`)).toEqual([]);
  expect(beforeTerm.filter((o) => o.status >= 200 && o.status < 300).length).toBeGreaterThan(20);
  // The signal reaches the server a moment after it is sent; from its first `Connection: close`
  // answer on, everything still answered was in flight or already sent on an open connection,
  // and told its client to close: a handful, not thousands.
  const closes = load.outcomes.filter((o) => o.connection === 'close');
  expect(closes.length).toBeGreaterThan(0);
  const drainSeen = Math.min(...closes.map((o) => o.startedAt + o.ms));
  const later = load.outcomes.filter((o) => o.status > 0 && o.startedAt > drainSeen);
  expect(later.filter((o) => o.connection !== 'close')).toEqual([]);
  expect(answeredAfter.length).toBeLessThanOrEqual(8 * 3);
  expect(exit.code).toBe(0);
  expect(exit.at - termAt).toBeLessThanOrEqual(5000);
  expect(await wsClosed).toBe(1001);
  expect(output).not.toMatch(/unhandled error|shutdown step failed|timed out/);
});
