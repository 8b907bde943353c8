import Router from '@koa/router';
import type { Cache } from '../platform/cache';
import type { Db } from '../platform/db/knex';
import { ServiceUnavailableError } from '../platform/http/errors';
import type { AppState } from '../platform/http/types';
import type { Logger } from '../platform/logger';
import { readiness } from './health.service';

/** For load balancers and orchestrators: liveness never touches dependencies, readiness does. */
export function healthRoutes(deps: { db: Db; cache: Cache; logger: Logger }): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const result = await readiness(deps.db, deps.cache);
    if (!result.ok) {
      const failed = Object.entries(result.checks).filter(([, c]) => !c.ok);
      deps.logger.warn({ checks: result.checks }, 'not ready');
      throw new ServiceUnavailableError(
        `Not ready: ${failed.map(([name]) => name).join(' and ')} unavailable`,
        // The cause is logged above; it may name hosts and ports, which the public need not see.
        failed.map(([name]) => ({ path: name, message: `${name} is not answering` })),
      );
    }
    ctx.body = { status: 'ok', checks: { database: 'ok', cache: 'ok' } };
  });

  return router;
}
