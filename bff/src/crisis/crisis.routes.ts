import Router from '@koa/router';
import { CrisisLinesQuery, endpoints } from '@flow/contracts';
import type { AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import type { CrisisService } from './crisis.service';

const query = { query: CrisisLinesQuery };

export function crisisRoutes(deps: { crisis: CrisisService }): Router<AppState> {
  const { crisis } = deps;
  const router = new Router<AppState>();

  // No identity: anyone in trouble gets the lines, signed in or not. The answer depends on the
  // caller's address, so shared caches must not keep it.
  router.get(endpoints.crisisLines.path, validate(query), (ctx) => {
    ctx.set('Cache-Control', 'private, max-age=3600');
    ctx.body = crisis.linesFor(ctx.ip, inputOf(ctx, query).query.lang);
  });

  return router;
}
