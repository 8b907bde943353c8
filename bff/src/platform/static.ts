import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { RemoteName } from '@flow/contracts';
import type { Middleware, Next } from 'koa';
import serve from 'koa-static';
import { guessVisitorDay } from './day-page';
import { drawnForQuery, firstScreenLanguage, loadFirstScreenPages, type FirstScreenOptions, type FirstScreenPage } from './first-screen';
import { NotFoundError } from './http/errors';
import { SIGNED_IN_HINT_COOKIE } from './session/session';
import type { AppContext, AppState } from './http/types';
import { WS_PATH } from './ws';

/** Build outputs with a content hash in the name never change, so browsers may keep them. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points (index.html, mf-manifest.json, remoteEntry.js, sw.js, ...) must be revalidated. */
export const REVALIDATE = 'no-cache';

/** The build writes `<asset>.br` and `<asset>.gz` beside each text asset; koa-send picks one. */
const PRECOMPRESSED = /\.(br|gz)$/;

export function cacheControlFor(file: string): string {
  return HASHED_FILE.test(path.basename(file).replace(PRECOMPRESSED, '')) ? IMMUTABLE : REVALIDATE;
}

interface Served {
  file: string;
  size: number;
}

function staticDir(root: string, extraHeaders: Record<string, string>, index: string | false) {
  let served: Served | null = null;
  const middleware = serve(root, {
    index,
    hidden: false,
    gzip: true,
    brotli: true,
    setHeaders(res: ServerResponse, file: string, stats: fs.Stats) {
      served = { file, size: stats.size };
      res.setHeader('Cache-Control', cacheControlFor(file));
      // The same URL answers brotli, gzip or plain bytes by Accept-Encoding, so caches must key
      // on it — also for the plain answer, or a proxy could hand brotli to a client without it.
      res.setHeader('Vary', 'Accept-Encoding');
      for (const [k, v] of Object.entries(extraHeaders)) res.setHeader(k, v);
    },
  }) as unknown as Middleware<AppState>;
  /** Serves `filePath` (relative to root) if it exists; true when a response was produced. */
  return async (ctx: AppContext, filePath: string): Promise<boolean> => {
    const original = ctx.path;
    served = null;
    ctx.path = filePath;
    try {
      await middleware(ctx, async () => undefined);
    } finally {
      ctx.path = original;
    }
    const file = served as Served | null;
    if (!file || ctx.body == null) return false;
    finishConditionalAndRange(ctx, file);
    return true;
  };
}

function discardBody(ctx: AppContext): void {
  const body = ctx.body as { destroy?: () => void } | null;
  body?.destroy?.();
}

/**
 * koa-send sets Last-Modified but answers neither conditional nor range requests. Revalidation
 * (304) keeps `no-cache` cheap, and Safari will not play audio without byte ranges.
 */
function finishConditionalAndRange(ctx: AppContext, file: Served): void {
  if (ctx.fresh) {
    discardBody(ctx);
    ctx.body = null;
    ctx.status = 304;
    return;
  }
  ctx.set('Accept-Ranges', 'bytes');
  const range = /^bytes=(\d*)-(\d*)$/.exec(ctx.get('range'));
  if (!range || ctx.response.get('Content-Encoding') || ctx.method !== 'GET') return;
  const size = file.size;
  let start = range[1] === '' ? size - Number(range[2]) : Number(range[1]);
  let end = range[1] === '' || range[2] === '' ? size - 1 : Number(range[2]);
  start = Math.max(0, start);
  end = Math.min(end, size - 1);
  discardBody(ctx);
  if (!(start <= end) || start >= size) {
    ctx.body = null;
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${size}`);
    return;
  }
  ctx.body = fs.createReadStream(file.file, { start, end });
  ctx.status = 206;
  ctx.set('Content-Range', `bytes ${start}-${end}/${size}`);
  ctx.length = end - start + 1;
}

const isRead = (ctx: AppContext) => ctx.method === 'GET' || ctx.method === 'HEAD';

// The signed-in header differs from the picture (an account menu, not Sign In): those visitors
// get the plain page. `__Host-` over HTTPS (see session.ts).
const signedInHint = (ctx: AppContext) => ctx.cookies.get(SIGNED_IN_HINT_COOKIE) === '1' || ctx.cookies.get(`__Host-${SIGNED_IN_HINT_COOKIE}`) === '1';

/** A page with its first screen drawn, in the visitor's language and best encoding. */
function sendFirstScreen(ctx: AppContext, page: FirstScreenPage): void {
  // Browsers list gzip before br at equal weight; the smaller one wins when both are accepted.
  const encoding = ctx.acceptsEncodings('br') ? 'br' : ctx.acceptsEncodings('gzip') ? 'gzip' : 'identity';
  ctx.vary('Accept-Encoding');
  ctx.vary('Accept-Language');
  ctx.vary('Cookie');
  ctx.set('Cache-Control', REVALIDATE);
  ctx.type = 'text/html; charset=utf-8';
  ctx.status = 200;
  ctx.set('ETag', `${page.etag.slice(0, -1)}-${encoding}"`);
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.body = encoding === 'identity' ? page.html : page.encoded(encoding);
}
const hasExtension = (p: string) => path.extname(p) !== '';

/**
 * Embedded deployment: serves every remote under /remotes/<name>/ and the shell for all other
 * paths. A path that is not a file falls back to the shell's index.html so client routes (and
 * the Not Found screen) survive a reload. A missing asset (a path with an extension not asking
 * for HTML) stays a 404: answering HTML for a missing chunk would hide the error from the
 * remote loader.
 */
/** What the drawn pages depend on (first-screen.ts). */
export type StaticFilesOptions = FirstScreenOptions;

export function staticFiles(staticRoot: string, options: StaticFilesOptions = {}): Middleware<AppState> {
  const shellDir = path.join(staticRoot, 'shell', 'dist');
  const shell = staticDir(shellDir, {}, 'index.html');
  const { pages: firstScreens, days } = loadFirstScreenPages(
    shellDir,
    RemoteName.options.map((name) => path.join(staticRoot, `mfe-${name}`, 'dist')),
    options,
  );
  const remotes = new Map(
    RemoteName.options.map((name) => [
      name,
      // Remotes may be loaded by a shell on another origin; they hold nothing private.
      staticDir(path.join(staticRoot, `mfe-${name}`, 'dist'), { 'Access-Control-Allow-Origin': '*' }, false),
    ]),
  );

  // The church-site widgets (mfe-content's own build entry): loaded by pages on any origin.
  const widgets = staticDir(path.join(staticRoot, 'mfe-content', 'widgets-dist'), { 'Access-Control-Allow-Origin': '*' }, false);

  return async (ctx: AppContext, next: Next) => {
    const p = ctx.path;
    if (p === '/api' || p.startsWith('/api/') || p.startsWith('/paypal/') || p === WS_PATH) return next();

    if (p.startsWith('/widgets/')) {
      if (isRead(ctx) && (await widgets(ctx, p.slice('/widgets'.length)))) return;
      throw new NotFoundError('File not found');
    }

    const remote = /^\/remotes\/([^/]+)(\/.*)?$/.exec(p);
    if (remote || p === '/remotes') {
      const serveRemote = remote && remotes.get(remote[1] as RemoteName);
      if (serveRemote && isRead(ctx) && (await serveRemote(ctx, remote[2] ?? '/'))) return;
      throw new NotFoundError('File not found');
    }

    if (!isRead(ctx)) return next();
    const drawn = firstScreens.get(p);
    const pageDrawn = drawn && !signedInHint(ctx) ? drawn.get(firstScreenLanguage(ctx)) : undefined;
    if (pageDrawn && drawnForQuery(pageDrawn, ctx.querystring)) return sendFirstScreen(ctx, pageDrawn);
    if (days?.has(p) && ctx.querystring === '' && !signedInHint(ctx)) {
      const day = await days.page(p, firstScreenLanguage(ctx), guessVisitorDay(ctx.acceptsLanguages(), new Date()));
      if (day) return sendFirstScreen(ctx, day);
    }
    if (await shell(ctx, p)) return;
    // Raw header check: scripts send Accept: */*, which ctx.accepts('html') would count as HTML.
    const wantsPage = !hasExtension(p) || ctx.get('accept').includes('text/html');
    if (wantsPage && (await shell(ctx, '/index.html'))) {
      // A client route, not a file: the page itself must never be cached under this URL.
      ctx.set('Cache-Control', REVALIDATE);
      return;
    }
    return next();
  };
}
