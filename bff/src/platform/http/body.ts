import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import type { AppState } from './types';

export const JSON_BODY_LIMIT = '64kb';
export const JSON_BODY_LIMIT_TEXT = '64 kB';

/** JSON only: the routes that will take uploads get their own multipart parser. */
export function jsonBody(): Middleware<AppState> {
  return bodyParser({
    enableTypes: ['json'],
    jsonLimit: JSON_BODY_LIMIT,
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  }) as unknown as Middleware<AppState>;
}
