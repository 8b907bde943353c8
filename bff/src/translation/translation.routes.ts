import Router from '@koa/router';
import { TranslateBody, endpoints } from '@flow/contracts';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import type { TranslationService } from './translation.service';

const translate = { body: TranslateBody };

export function translationRoutes(deps: { translation: TranslationService; rateLimit: RateLimit }): Router<AppState> {
  const { translation, rateLimit } = deps;
  const router = new Router<AppState>();

  router.get(endpoints.translationStatus.path, (ctx) => {
    ctx.body = { available: translation.available };
  });

  router.post(endpoints.translate.path, rateLimit('translate'), validate(translate), async (ctx) => {
    ctx.body = await translation.translate(inputOf(ctx, translate).body);
  });

  return router;
}
