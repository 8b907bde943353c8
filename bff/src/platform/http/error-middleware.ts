import type { Middleware } from 'koa';
import { ErrorCode } from '@flow/contracts';
import { isDbUnavailable } from '../db/knex';
import type { Logger } from '../logger';
import { JSON_BODY_LIMIT_TEXT } from './body';
import {
  AppError,
  BadRequestError,
  INTERNAL_ERROR_MESSAGE,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  UnsupportedMediaTypeError,
} from './errors';

export const DATABASE_UNAVAILABLE_MESSAGE = 'This service is briefly unavailable. Please try again in a moment.';
import type { AppState } from './types';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

/** Errors thrown by Koa, the body parser or koa-send, translated into the one error shape. */
export function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  // A database that is down or not answering is temporary: say so (503), not "our bug" (500).
  if (isDbUnavailable(err)) return new ServiceUnavailableError(DATABASE_UNAVAILABLE_MESSAGE);
  const e = (err ?? {}) as HttpLikeError;
  const status = e.status ?? e.statusCode;
  if (e.type === 'entity.too.large' || status === 413) return new PayloadTooLargeError(JSON_BODY_LIMIT_TEXT);
  if (err instanceof SyntaxError && status === 400) return new BadRequestError('The request body is not valid JSON.');
  if (e.type === 'entity.parse.failed') return new BadRequestError('The request body is not valid JSON.');
  if (status === 415) return new UnsupportedMediaTypeError();
  if (status === 404) return new NotFoundError();
  if (status === 403) return new AppError(403, ErrorCode.forbidden, 'Forbidden');
  if (typeof status === 'number' && status >= 400 && status < 500 && e.expose) {
    return new AppError(status, ErrorCode.badRequest, e.message || 'Bad request');
  }
  return null;
}

export function errorMiddleware(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      // A client that went away mid-body is not our failure and there is nobody to answer.
      if ((err as HttpLikeError).type === 'request.aborted') {
        ctx.status = 400;
        return;
      }
      const known = toAppError(err);
      const appError =
        known ?? new AppError(500, ErrorCode.internal, INTERNAL_ERROR_MESSAGE);
      if (!known) {
        logger.error({ err, reqId: ctx.state.requestId, method: ctx.method, path: ctx.path }, 'unhandled error');
      }
      ctx.status = appError.status;
      ctx.set(appError.headers);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = appError.toBody();
    }
  };
}
