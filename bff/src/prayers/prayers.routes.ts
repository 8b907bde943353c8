import Router from '@koa/router';
import { ItemIdParams, WallPageQuery, endpoints } from '@flow/contracts';
import type { HeartsService } from '../hearts/hearts.service';
import { identity, requireAnonymousId } from '../identity/identity.middleware';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import type { PrayersService } from './prayers.service';

const byId = { params: ItemIdParams };
const page = { query: WallPageQuery };
const create = { body: endpoints.createPrayerRequest.body };
const respond = { params: ItemIdParams, body: endpoints.createPrayerResponse.body };
const heart = { params: ItemIdParams, body: endpoints.heartPrayerRequest.body };
const answered = { params: ItemIdParams, body: endpoints.markPrayerAnswered.body };

export function prayersRoutes(deps: { prayers: PrayersService; hearts: HeartsService; rateLimit: RateLimit }): Router<AppState> {
  const { prayers, hearts, rateLimit } = deps;
  const router = new Router<AppState>();

  // The lists answer JSON serialised by the service, mostly shared between viewers.
  router.get(endpoints.listPrayerRequests.path, identity(), async (ctx) => {
    ctx.type = 'json';
    ctx.body = await prayers.listJson(ctx.state.anonymousId, false);
  });

  router.get(endpoints.listPrayerRequestsWithResponses.path, identity(), async (ctx) => {
    ctx.type = 'json';
    ctx.body = await prayers.listJson(ctx.state.anonymousId, true);
  });

  router.get(endpoints.listPrayerRequestsPage.path, identity(), validate(page), async (ctx) => {
    ctx.type = 'json';
    ctx.body = await prayers.pageJson(inputOf(ctx, page).query.cursor, ctx.state.anonymousId);
  });

  router.post(endpoints.createPrayerRequest.path, rateLimit('prayerRequests'), identity(), validate(create), async (ctx) => {
    ctx.status = 201;
    ctx.body = await prayers.create(requireAnonymousId(ctx.state), inputOf(ctx, create).body.content);
  });

  router.get(endpoints.listPrayerResponses.path, identity(), validate(byId), async (ctx) => {
    ctx.body = await prayers.responses(inputOf(ctx, byId).params.id, ctx.state.anonymousId);
  });

  router.post(
    endpoints.createPrayerResponse.path,
    rateLimit('prayerResponses'),
    identity(),
    validate(respond),
    async (ctx) => {
      const { params, body } = inputOf(ctx, respond);
      ctx.status = 201;
      ctx.body = await prayers.respond(params.id, requireAnonymousId(ctx.state), body.content);
    },
  );

  router.patch(endpoints.markPrayerAnswered.path, rateLimit('prayerResponses'), identity(), validate(answered), async (ctx) => {
    const { params, body } = inputOf(ctx, answered);
    ctx.body = await prayers.markAnswered(params.id, requireAnonymousId(ctx.state), body.testimony);
  });

  router.patch(endpoints.heartPrayerRequest.path, rateLimit('hearts'), identity(), validate(heart), async (ctx) => {
    const { params, body } = inputOf(ctx, heart);
    ctx.body = await hearts.set('prayer_request', params.id, requireAnonymousId(ctx.state), body);
  });

  router.patch(endpoints.heartPrayerResponse.path, rateLimit('hearts'), identity(), validate(heart), async (ctx) => {
    const { params, body } = inputOf(ctx, heart);
    ctx.body = await hearts.set('prayer_response', params.id, requireAnonymousId(ctx.state), body);
  });

  return router;
}
