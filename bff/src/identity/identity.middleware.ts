import type { Middleware } from 'koa';
import { IdentityMismatchError, IdentityRequiredError } from '../platform/http/errors';
import { STATE_CHANGING } from '../platform/http/csrf';
import type { AppState } from '../platform/http/types';
import { readIdentityCookie } from './identity.cookie';

export const ANONYMOUS_ID_HEADER = 'x-anonymous-id';

/**
 * Puts the cookie-bound identity in `ctx.state.anonymousId`. Writes need that identity, and a
 * client that announces a different id (x-anonymous-id) is out of step with its cookie, e.g. its
 * id was claimed elsewhere: it must reload rather than act under the wrong name. Reads work for
 * everyone. `binding` is for POST /api/identity, which is how a browser gets its cookie.
 */
export function identity(opts: { binding?: boolean } = {}): Middleware<AppState> {
  return async (ctx, next) => {
    const bound = readIdentityCookie(ctx);
    ctx.state.anonymousId = bound;
    if (!opts.binding && STATE_CHANGING.has(ctx.method)) {
      if (!bound) throw new IdentityRequiredError();
      const announced = ctx.get(ANONYMOUS_ID_HEADER);
      if (announced && announced !== bound) throw new IdentityMismatchError();
    }
    await next();
  };
}

/** The identity of a write route (guaranteed by `identity()` earlier in the chain). */
export function requireAnonymousId(state: AppState): string {
  if (!state.anonymousId) throw new IdentityRequiredError();
  return state.anonymousId;
}
