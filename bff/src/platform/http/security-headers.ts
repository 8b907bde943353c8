import type { Middleware } from 'koa';
import { PICTURE_GUARD_HASHES } from '../picture-guards';
import type { AppContext, AppState } from './types';

/**
 * Pages where someone may record a voice message (the War Room's chat and the direct missionary
 * chat): the only documents that may ask for the microphone. The policy belongs to the document,
 * so a client-side route change keeps the policy of the page first loaded: links into these
 * pages must be full navigations for the microphone to be allowed.
 */
export const VOICE_RECORDING_PATHS: readonly string[] = ['/missionaries', '/connect-missionary'];

const YEAR_SEC = 365 * 24 * 60 * 60;

export interface SecurityHeaderOptions {
  /** Where the remotes are served from when not from this origin (FLOW_REMOTE_*_URL). */
  remoteUrls: readonly string[];
  /** FLOW_PUBLIC_URL's origin: when set, the socket's origin comes from it, not from the request. */
  publicUrl?: string | null;
  /** Stripe's Payment Element is in use: its script, frames and API are allowed. */
  stripe?: boolean;
}

/** The origins Stripe.js and its Payment Element need (Stripe's CSP guide). */
export const STRIPE_SCRIPT = 'https://js.stripe.com';
export const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
export const STRIPE_CONNECT = 'https://api.stripe.com';

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

const isVoicePath = (path: string) => {
  const trimmed = path.replace(/\/+$/, '').toLowerCase() || '/';
  return VOICE_RECORDING_PATHS.includes(trimmed);
};

/**
 * The Content-Security-Policy of every response. Scripts only from this origin and the remotes'
 * (the shell's index.html has no inline script and rspack emits files), and the inline scripts
 * allowed by their hashes: the guards sent after drawn pictures (picture-guards.ts); styles also
 * 'unsafe-inline', because styled-components writes <style> tags at run time and the shell is a
 * static file a CDN may serve, where a per-response nonce cannot be written (docs/decisions.md).
 * The socket is this host's /ws, over wss: when the page came over HTTPS.
 */
export function contentSecurityPolicy(
  ctx: AppContext,
  remoteOrigins: readonly string[],
  publicUrl: string | null = null,
  stripe = false,
): string {
  const remotes = remoteOrigins.join(' ');
  const own = (...extra: string[]) => ["'self'", ...extra, remotes].filter(Boolean).join(' ');
  const socket = publicUrl ? publicUrl.replace(/^http/, 'ws') : `${ctx.secure ? 'wss' : 'ws'}://${ctx.host}`;
  return [
    `default-src 'self'`,
    `script-src ${own(...PICTURE_GUARD_HASHES, ...(stripe ? [STRIPE_SCRIPT] : []))}`,
    `style-src ${own("'unsafe-inline'")}`,
    `connect-src ${own(socket, ...(stripe ? [STRIPE_CONNECT] : []))}`,
    ...(stripe ? [`frame-src 'self' ${STRIPE_FRAMES.join(' ')}`] : []),
    `img-src ${own('data:', 'blob:')}`,
    `font-src ${own('data:')}`,
    `media-src 'self' blob:`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

export function permissionsPolicy(path: string): string {
  const microphone = isVoicePath(path) ? 'microphone=(self)' : 'microphone=()';
  return [microphone, 'camera=()', 'geolocation=()', 'payment=()', 'usb=()'].join(', ');
}

export function securityHeaders(options: SecurityHeaderOptions): Middleware<AppState> {
  const remoteOrigins = [...new Set(options.remoteUrls.map(originOf).filter((o): o is string => o !== null))];
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('Content-Security-Policy', contentSecurityPolicy(ctx, remoteOrigins, options.publicUrl ?? null, options.stripe ?? false));
    ctx.set('Permissions-Policy', permissionsPolicy(ctx.path));
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    // Only over HTTPS (behind TRUST_PROXY, as the proxy says): sent over HTTP it would be ignored,
    // and a development server on plain HTTP must not pin itself. No includeSubDomains: other
    // hosts of the domain are not ours to decide for.
    if (ctx.secure) ctx.set('Strict-Transport-Security', `max-age=${YEAR_SEC}`);
    await next();
  };
}
