import Router from '@koa/router';
import { endpoints } from '@flow/contracts';
import { identity, requireAnonymousId } from '../identity/identity.middleware';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import type { ReportsService } from './reports.service';

const report = { body: endpoints.report.body };

export function reportsRoutes(deps: { reports: ReportsService; rateLimit: RateLimit }): Router<AppState> {
  const router = new Router<AppState>();
  router.post(endpoints.report.path, deps.rateLimit('reports'), identity(), validate(report), async (ctx) => {
    ctx.status = 201;
    ctx.body = await deps.reports.report(requireAnonymousId(ctx.state), inputOf(ctx, report).body);
  });
  return router;
}
