import type { Middleware } from 'koa';
import { LOGOUT_PATH } from '@flow/contracts';
import { CsrfError, UnsupportedMediaTypeError } from './errors';
import { originAllowed } from './origin';
import type { AppState } from './types';

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Plain HTML form posts (full-page navigations, spec 000 §2); they carry no body we read. */
const FORM_POSTS = new Set([LOGOUT_PATH]);
/**
 * Raw uploads (an image as the body). Only PUT: no form can send a PUT, and a cross-site fetch
 * with PUT needs the CORS preflight that only FLOW_ALLOWED_ORIGINS pass, like JSON does.
 */
export const RAW_UPLOADS = new Set(['/api/missionaries/me/photo']);
/** Raw uploads whose path carries an id (a chat room's voice messages). */
const RAW_UPLOAD_PATTERNS = [/^\/api\/chat-rooms\/[^/]+\/voice$/];
const isRawUpload = (path: string) => RAW_UPLOADS.has(path) || RAW_UPLOAD_PATTERNS.some((pattern) => pattern.test(path));
/**
 * Multipart uploads (spec 001 §7: the connect page's voice request). A form can post multipart
 * cross-site without a preflight, so, as for form posts, the Origin must be stated and ours.
 */
export const MULTIPART_UPLOADS = new Set(['/api/prayer-connections']);

/**
 * CSRF defence for cookie-authenticated writes, without tokens:
 * - a JSON content type cannot be sent cross-site without a CORS preflight, which we only grant
 *   to FLOW_ALLOWED_ORIGINS;
 * - when the browser states an Origin, it must be ours or an allowed one.
 * The identity cookie is also SameSite=Lax.
 */
export function csrfGuard(allowedOrigins: readonly string[]): Middleware<AppState> {
  const allowed = new Set(allowedOrigins);
  return async (ctx, next) => {
    if (!STATE_CHANGING.has(ctx.method)) return next();
    if (!originAllowed(ctx, allowed)) throw new CsrfError();
    const origin = ctx.get('origin');
    // A form can be posted cross-site without a preflight, so there the Origin must be stated.
    if (FORM_POSTS.has(ctx.path) && ctx.request.type === 'application/x-www-form-urlencoded') {
      if (!origin) throw new CsrfError();
      return next();
    }
    if (isRawUpload(ctx.path) && ctx.method === 'PUT') return next();
    if (MULTIPART_UPLOADS.has(ctx.path) && ctx.method === 'POST' && ctx.request.type === 'multipart/form-data') {
      if (!origin) throw new CsrfError();
      return next();
    }
    // Header check, not ctx.is(): that returns null for a bodiless request, which is fine here.
    if (ctx.request.type !== 'application/json') throw new UnsupportedMediaTypeError();
    await next();
  };
}
