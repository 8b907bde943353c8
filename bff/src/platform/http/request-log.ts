import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';
import type { AppState } from './types';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** One line per request. Only the path: query strings and bodies may hold what people wrote. */
export function requestLog(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const started = performance.now();
    const incoming = ctx.get('x-request-id');
    const id = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      logger.info({ reqId: id, method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
    }
  };
}
