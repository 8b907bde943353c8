import Router from '@koa/router';
import { endpoints, RandomVerseQuery } from '@flow/contracts';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import type { ContentService } from './content.service';

const random = { query: RandomVerseQuery };

export function contentRoutes(deps: { content: ContentService; rateLimit: RateLimit }): Router<AppState> {
  const { content, rateLimit } = deps;
  const router = new Router<AppState>();

  router.get(endpoints.randomVerse.path, rateLimit('scripture'), validate(random), (ctx) => {
    ctx.body = content.randomVerse(inputOf(ctx, random).query.except);
  });

  router.get(endpoints.siteInfo.path, (ctx) => {
    ctx.body = content.siteInfo();
  });

  return router;
}
