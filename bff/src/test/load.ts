/**
 * A small closed-loop load driver for the fault tests: a few workers send requests back to back
 * over keep-alive connections and every outcome is recorded with its start time and duration.
 */
import http from 'node:http';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Outcomes with these statuses are expected answers, not failures (e.g. a session's 503). */
  expect?: (status: number) => boolean;
}

export interface Outcome {
  path: string;
  startedAt: number;
  ms: number;
  /** 0: no HTTP answer (connection error or client-side timeout). */
  status: number;
  error?: string;
  ok: boolean;
  body?: string;
  /** The response's Connection header. */
  connection?: string;
}

export interface Load {
  outcomes: Outcome[];
  stop(): Promise<void>;
}

export function send(
  base: string,
  req: LoadRequest,
  opts: { agent?: http.Agent; timeoutMs?: number } = {},
): Promise<Outcome> {
  const startedAt = Date.now();
  const url = new URL(req.path, base);
  const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number, error?: string, body?: string, connection?: string) => {
      if (settled) return;
      settled = true;
      const ok = status > 0 && (status < 500 || (req.expect?.(status) ?? false));
      resolve({ path: req.path, startedAt, ms: Date.now() - startedAt, status, error, ok, body, connection });
    };
    const r = http.request(
      url,
      {
        method: req.method,
        agent: opts.agent,
        headers: {
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
          ...req.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          finish(res.statusCode ?? 0, undefined, Buffer.concat(chunks).toString('utf8'), res.headers.connection),
        );
        res.on('error', (err) => finish(0, err.message));
      },
    );
    r.setTimeout(opts.timeoutMs ?? 5000, () => {
      finish(0, 'client timeout');
      r.destroy();
    });
    r.on('error', (err) => finish(0, err.message));
    r.end(payload);
  });
}

/** `workers` loops, each sending `pick(i)` after the previous answer, until stopped. */
export function runLoad(
  base: string,
  pick: (n: number) => LoadRequest,
  opts: { workers: number; timeoutMs?: number },
): Load {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.workers });
  const outcomes: Outcome[] = [];
  let running = true;
  let n = 0;
  const loops = Array.from({ length: opts.workers }, async () => {
    while (running) outcomes.push(await send(base, pick(n++), { agent, timeoutMs: opts.timeoutMs }));
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Requests started in [from, to) per second. */
export function ratePerSec(outcomes: Outcome[], from: number, to: number): number {
  const n = outcomes.filter((o) => o.ok && o.startedAt >= from && o.startedAt < to).length;
  return n / ((to - from) / 1000);
}

/** Figures for docs/reliability.md, printed only when FLOW_FAULT_REPORT=1. */
export function report(label: string, figures: Record<string, unknown>): void {
  if (process.env.FLOW_FAULT_REPORT === '1') process.stdout.write(`[fault-report] ${label} ${JSON.stringify(figures)}\n`);
}
