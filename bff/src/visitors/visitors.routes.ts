import Router from '@koa/router';
import { endpoints } from '@flow/contracts';
import { readIdentityCookie } from '../identity/identity.cookie';
import { requestAddress } from '../platform/http/client-address';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppState } from '../platform/http/types';
import { validate } from '../platform/http/validate';
import type { VisitorsService } from './visitors.service';

const track = { body: endpoints.trackVisitor.body };

export function visitorsRoutes(deps: { visitors: VisitorsService; rateLimit: RateLimit }): Router<AppState> {
  const { visitors, rateLimit } = deps;
  const router = new Router<AppState>();

  // No identity needed: a first visit may arrive before the browser's id is bound. The id is
  // taken from the signed cookie when there is one, never from the body.
  router.post(endpoints.trackVisitor.path, rateLimit('visitors'), validate(track), async (ctx) => {
    ctx.status = 201;
    ctx.body = await visitors.track(readIdentityCookie(ctx), requestAddress(ctx));
  });

  router.get(endpoints.visitorStats.path, async (ctx) => {
    ctx.body = await visitors.stats();
  });

  return router;
}
