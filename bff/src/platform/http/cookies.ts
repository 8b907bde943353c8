import type { AppContext } from './types';

/**
 * The name of one of our cookies on this request. Over HTTPS it carries the `__Host-` prefix:
 * the browser then only accepts it Secure, with Path=/ and no Domain, so a sibling subdomain or
 * a plain-HTTP page cannot plant or overwrite it. Over plain HTTP (local development) the prefix
 * would make the browser drop the cookie, so the bare name is used.
 */
export function cookieName(ctx: AppContext, base: string): string {
  return ctx.secure ? `__Host-${base}` : base;
}
