import Router from '@koa/router';
import { DailyVerseQuery, ScriptureSearchQuery, endpoints } from '@flow/contracts';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import type { ScriptureService } from './scripture.service';

const search = { query: ScriptureSearchQuery };
const daily = { query: DailyVerseQuery };

export function scriptureRoutes(deps: { scripture: ScriptureService; rateLimit: RateLimit }): Router<AppState> {
  const { scripture, rateLimit } = deps;
  const router = new Router<AppState>();

  router.get(endpoints.scriptureSearch.path, rateLimit('scripture'), validate(search), async (ctx) => {
    ctx.body = await scripture.search(inputOf(ctx, search).query.query);
  });

  router.get(endpoints.dailyVerse.path, validate(daily), async (ctx) => {
    ctx.body = await scripture.dailyVerse(inputOf(ctx, daily).query.date);
  });

  return router;
}
