import Router from '@koa/router';
import { ItemIdParams, endpoints } from '@flow/contracts';
import { identity, requireAnonymousId } from '../identity/identity.middleware';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import type { IntercessionsService } from './intercessions.service';

const byId = { params: ItemIdParams };

export function intercessionsRoutes(deps: { intercessions: IntercessionsService; rateLimit: RateLimit }): Router<AppState> {
  const { intercessions, rateLimit } = deps;
  const router = new Router<AppState>();

  router.post(endpoints.prayForPost.path, rateLimit('prayers'), identity(), validate(byId), async (ctx) => {
    ctx.body = await intercessions.pray('post', inputOf(ctx, byId).params.id, requireAnonymousId(ctx.state));
  });

  router.post(endpoints.prayForPrayerRequest.path, rateLimit('prayers'), identity(), validate(byId), async (ctx) => {
    ctx.body = await intercessions.pray('prayer_request', inputOf(ctx, byId).params.id, requireAnonymousId(ctx.state));
  });

  return router;
}
