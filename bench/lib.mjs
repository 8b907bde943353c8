// Helpers shared by the benches that start the built BFF (not a bench itself: no `.bench.mjs`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function requireBuiltBff() {
  if (!fs.existsSync(path.join(root, 'bff/dist/index.mjs'))) {
    console.error('bff/dist/index.mjs is missing: run `npm run build` (or `npx tsup` in bff/) first.');
    process.exit(1);
  }
}

export async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not come up`);
    await sleep(200);
  }
}

export function startProcess(args, env = {}) {
  return spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The built BFF in production mode with the rate limits out of the way of seeding. */
export function startBff({ port, env }) {
  return startProcess(['bff/dist/index.mjs'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    FLOW_PUBLIC_URL: `http://127.0.0.1:${port}`,
    FLOW_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    FLOW_RATE_LIMIT_POSTS: '1000000/60',
    FLOW_RATE_LIMIT_IDENTITY: '1000000/60',
    FLOW_RATE_LIMIT_RESPONSES: '1000000/60',
    FLOW_RATE_LIMIT_HEARTS: '1000000/60',
    FLOW_RATE_LIMIT_PRAYER_REQUESTS: '1000000/60',
    FLOW_RATE_LIMIT_PRAYER_RESPONSES: '1000000/60',
    ...env,
  });
}

/** A bare node:http server answering `bodyFile`'s bytes to every request. */
export function startBare(port, bodyFile) {
  return startProcess([
    '-e',
    `const b=require('fs').readFileSync(${JSON.stringify(bodyFile)});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json; charset=utf-8','content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1')`,
  ]);
}

export function load(url, { headers = {}, rate, duration = DURATION, connections = CONNECTIONS } = {}) {
  return new Promise((resolve, reject) => {
    const opts = { url, headers, connections, duration, pipelining: 1 };
    if (rate) opts.overallRate = rate;
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export async function identityCookie(base) {
  const id = await fetch(`${base}/api/identity`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  return id.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

export async function api(base, cookie, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Resident set size of a process in MiB (Linux). */
export function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export function machine() {
  const [l1, l5] = (fs.readFileSync('/proc/loadavg', 'utf8').split(' '));
  return `load average ${l1} (1 min), ${l5} (5 min)`;
}
