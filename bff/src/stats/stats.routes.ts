import Router from '@koa/router';
import { endpoints } from '@flow/contracts';
import type { AppState } from '../platform/http/types';
import type { StatsService } from './stats.service';

export function statsRoutes(deps: { stats: StatsService }): Router<AppState> {
  const router = new Router<AppState>();
  router.get(endpoints.stats.path, async (ctx) => {
    ctx.body = await deps.stats.get();
  });
  return router;
}
