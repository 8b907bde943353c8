import Router from '@koa/router';
import type { Middleware } from 'koa';
import { endpoints, type IdentityResult } from '@flow/contracts';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import { readIdentityCookie, writeIdentityCookie } from './identity.cookie';
import { identity } from './identity.middleware';
import type { IdentityService } from './identity.service';

const bindSchemas = { body: endpoints.identity.body };

export function identityRoutes(deps: { service: IdentityService; rateLimit: RateLimit }): Router<AppState> {
  const router = new Router<AppState>();
  const limit = deps.rateLimit('identity');
  // The shell confirms its identity on every page load. A browser whose signed cookie is intact
  // only gets it confirmed, which creates nothing: it must not spend the per-address budget
  // meant for new visitors, or one person reloading locks out everyone behind the same address.
  const limitNewBindings: Middleware<AppState> = (ctx, next) => (readIdentityCookie(ctx) ? next() : limit(ctx, next));

  router.post(
    endpoints.identity.path,
    limitNewBindings,
    identity({ binding: true }),
    validate(bindSchemas),
    async (ctx) => {
      const existing = readIdentityCookie(ctx);
      let anonymousId: string;
      if (existing) {
        await deps.service.confirm(existing);
        anonymousId = existing;
      } else {
        anonymousId = await deps.service.bind(inputOf(ctx, bindSchemas).body.anonymousId);
      }
      // Re-set even when present so an active browser keeps its identity past a year.
      writeIdentityCookie(ctx, anonymousId);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { anonymousId } satisfies IdentityResult;
    },
  );

  return router;
}
