import { ANONYMOUS_ID_PATTERN } from '@flow/contracts';
import { cookieName } from '../platform/http/cookies';
import type { AppContext } from '../platform/http/types';

export const IDENTITY_COOKIE = 'flow_aid';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The identity bound to this browser, if its signed cookie is present and intact. */
export function readIdentityCookie(ctx: AppContext): string | undefined {
  const value = ctx.cookies.get(cookieName(ctx, IDENTITY_COOKIE), { signed: true });
  return value && ANONYMOUS_ID_PATTERN.test(value) ? value : undefined;
}

export function writeIdentityCookie(ctx: AppContext, anonymousId: string): void {
  ctx.cookies.set(cookieName(ctx, IDENTITY_COOKIE), anonymousId, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    // Koa refuses secure cookies on plain HTTP; behind a TLS proxy this needs TRUST_PROXY.
    secure: ctx.secure,
    maxAge: ONE_YEAR_MS,
    path: '/',
    overwrite: true,
  });
}
