import type { AppContext } from './types';

/**
 * This server's origin as the client addressed it. Not `ctx.origin`: since Koa 3 that is the
 * request's Origin header. Honours X-Forwarded-Proto/Host only with TRUST_PROXY.
 */
export function ownOrigin(ctx: AppContext): string {
  return `${ctx.protocol}://${ctx.host}`;
}
