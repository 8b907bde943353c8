import Router from '@koa/router';
import { endpoints, MannaImageBody, RandomVerseQuery } from '@flow/contracts';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import type { ContentService } from './content.service';

const random = { query: RandomVerseQuery };
const image = { body: MannaImageBody };

export function contentRoutes(deps: { content: ContentService; rateLimit: RateLimit }): Router<AppState> {
  const { content, rateLimit } = deps;
  const router = new Router<AppState>();

  router.get(endpoints.randomVerse.path, rateLimit('scripture'), validate(random), (ctx) => {
    ctx.body = content.randomVerse(inputOf(ctx, random).query.except);
  });

  router.get(endpoints.siteInfo.path, (ctx) => {
    ctx.body = content.siteInfo();
  });

  router.post(endpoints.generateMannaImage.path, rateLimit('mannaImages'), validate(image), async (ctx) => {
    ctx.body = await content.mannaImage(inputOf(ctx, image).body);
  });

  return router;
}
