import type { IncomingMessage } from 'node:http';

/**
 * The client's address, the same way for every use (rate limits, visitor countries, sockets).
 * X-Forwarded-For is a list each proxy appends to, so only its rightmost `trustedHops` entries
 * were written by proxies we run; anything left of them is whatever the client sent and may be
 * forged. With 0 hops the socket's peer is the client and the header is ignored.
 */
export function clientAddress(req: IncomingMessage, trustedHops: number): string {
  const peer = req.socket?.remoteAddress ?? 'unknown';
  if (trustedHops <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // chain + peer is the full path; the client is `trustedHops` steps back from our peer. A
  // shorter chain than promised means a proxy was bypassed: its leftmost entry is the best we have.
  if (!chain.length) return peer;
  return chain[Math.max(0, chain.length - trustedHops)];
}

/** The request's client address, by the hop count the Koa app was created with (app.ts). */
export function requestAddress(ctx: { req: IncomingMessage; app: { proxy: boolean; maxIpsCount: number } }): string {
  return clientAddress(ctx.req, ctx.app.proxy ? ctx.app.maxIpsCount : 0);
}
