import Router from '@koa/router';
import { endpoints } from '@flow/contracts';
import { identity } from '../identity/identity.middleware';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import type { GuidanceService } from './guidance.service';

const preview = { body: endpoints.grammarPreview.body };

export function guidanceRoutes(deps: { guidance: GuidanceService; rateLimit: RateLimit }): Router<AppState> {
  const { guidance, rateLimit } = deps;
  const router = new Router<AppState>();

  // Nothing is stored: the preview only suggests; the person then chooses which text to share.
  router.post(endpoints.grammarPreview.path, rateLimit('grammar'), identity(), validate(preview), async (ctx) => {
    const { body } = inputOf(ctx, preview);
    ctx.body = await guidance.grammar(body.content, body.mode);
  });

  return router;
}
