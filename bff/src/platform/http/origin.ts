import type { AppContext } from './types';

/**
 * This server's origin as the client addressed it. Not `ctx.origin`: since Koa 3 that is the
 * request's Origin header. Honours X-Forwarded-Proto/Host only with TRUST_PROXY.
 */
export function ownOrigin(ctx: AppContext): string {
  return `${ctx.protocol}://${ctx.host}`;
}

/**
 * Whether a request (or a socket's handshake) may act with this site's cookies: no Origin stated
 * (not a browser page of another site), our own, or one of FLOW_ALLOWED_ORIGINS. The CSRF guard
 * and the chat socket's handshake ask the same question.
 */
export function originAllowed(ctx: AppContext, allowed: ReadonlySet<string>): boolean {
  const origin = ctx.get('origin');
  return !origin || origin === ownOrigin(ctx) || allowed.has(origin);
}
