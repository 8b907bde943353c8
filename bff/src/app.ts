import http from 'node:http';
import cors from '@koa/cors';
import Router from '@koa/router';
import Koa, { type Middleware } from 'koa';
import { healthRoutes } from './health/health.routes';
import { HeartsRepo } from './hearts/hearts.repo';
import { HeartsService } from './hearts/hearts.service';
import { readIdentityCookie } from './identity/identity.cookie';
import { ANONYMOUS_ID_HEADER } from './identity/identity.middleware';
import { IdentityRepo } from './identity/identity.repo';
import { identityRoutes } from './identity/identity.routes';
import { IdentityService } from './identity/identity.service';
import type { Cache } from './platform/cache';
import type { ResolvedConfig } from './platform/config';
import type { Db } from './platform/db/knex';
import { jsonBody } from './platform/http/body';
import { csrfGuard } from './platform/http/csrf';
import { errorMiddleware } from './platform/http/error-middleware';
import { MethodNotAllowedError, NotFoundError } from './platform/http/errors';
import { createRateLimit } from './platform/http/rate-limit';
import { requestLog } from './platform/http/request-log';
import type { AppState } from './platform/http/types';
import type { Logger } from './platform/logger';
import { staticFiles } from './platform/static';
import { createWallEvents } from './platform/wall';
import { attachWallRelay, type WallRelay } from './platform/ws';
import { PostsRepo } from './posts/posts.repo';
import { postsRoutes } from './posts/posts.routes';
import { PostsService } from './posts/posts.service';
import { remotesRoutes } from './remotes/remotes.routes';

export interface AppDeps {
  config: ResolvedConfig;
  db: Db;
  cache: Cache;
  logger: Logger;
}

export interface Services {
  identity: IdentityService;
  posts: PostsService;
  hearts: HeartsService;
}

export interface CreatedApp {
  app: Koa<AppState>;
  /** Present with `{ server: true }`: an HTTP server (not yet listening) with the /ws relay. */
  server?: http.Server;
  wall?: WallRelay;
  /** For modules that plug into others, e.g. the AI engine via `posts.onPostCreated`. */
  services: Services;
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

function apiOnly(middleware: Middleware<AppState>): Middleware<AppState> {
  return (ctx, next) => (isApi(ctx.path) ? middleware(ctx, next) : next());
}

const noStore: Middleware<AppState> = async (ctx, next) => {
  // Spec: data is stale immediately; nothing under /api may be reused without asking.
  ctx.set('Cache-Control', 'no-store');
  await next();
};

/**
 * Runs last on the way out, so the router's 405 (set after everything downstream declined) and
 * plain "nobody answered" 404s both end up in the one error shape.
 */
const unanswered: Middleware<AppState> = async (ctx, next) => {
  await next();
  if (ctx.body != null) return;
  if (ctx.status === 405) throw new MethodNotAllowedError(ctx.response.get('Allow').split(/,\s*/).filter(Boolean));
  if (ctx.status === 404) {
    throw new NotFoundError(isApi(ctx.path) ? 'There is no API endpoint at this address.' : 'Page not found');
  }
};

const securityHeaders: Middleware<AppState> = async (ctx, next) => {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'same-origin');
  await next();
};

export function createApp(deps: AppDeps, options: { server?: boolean } = {}): CreatedApp {
  const { config, db, cache, logger } = deps;

  const events = createWallEvents(cache, logger);
  const services: Services = {
    identity: new IdentityService(new IdentityRepo(db)),
    posts: new PostsService(new PostsRepo(db), events, logger),
    hearts: new HeartsService(new HeartsRepo(db), events),
  };
  const rateLimit = createRateLimit({
    rules: config.rateLimits,
    ipFactor: config.rateLimitIpFactor,
    cache,
    logger,
    identify: readIdentityCookie,
  });

  const app = new Koa<AppState>({ keys: [config.secret], proxy: config.trustProxy });
  // Errors are answered and logged by errorMiddleware; Koa's own printing would duplicate them.
  app.silent = true;

  const allowedOrigins = new Set(config.allowedOrigins);
  app.use(requestLog(logger));
  app.use(errorMiddleware(logger));
  app.use(securityHeaders);
  app.use(unanswered);
  app.use(
    apiOnly(
      cors({
        origin: (ctx) => (allowedOrigins.has(ctx.get('origin')) ? ctx.get('origin') : ''),
        credentials: true,
        allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
        allowHeaders: ['Content-Type', 'Accept', ANONYMOUS_ID_HEADER, 'X-Request-Id'],
        exposeHeaders: ['Retry-After', 'X-Request-Id'],
        maxAge: 600,
      }) as unknown as Middleware<AppState>,
    ),
  );
  app.use(apiOnly(noStore));
  app.use(apiOnly(csrfGuard(config.allowedOrigins)));
  app.use(apiOnly(jsonBody()));

  const router = new Router<AppState>();
  router.use(
    identityRoutes({ service: services.identity, rateLimit }).routes(),
    postsRoutes({ posts: services.posts, hearts: services.hearts, rateLimit }).routes(),
    remotesRoutes({ overrides: config.remotes, loadTimeoutMs: config.remoteTimeoutMs }).routes(),
    healthRoutes({ db, cache, logger }).routes(),
  );
  app.use(router.routes());
  app.use(router.allowedMethods());
  app.use(staticFiles(config.staticRoot));

  if (!options.server) return { app, services };
  const server = http.createServer(app.callback());
  const wall = attachWallRelay(server, cache, logger);
  return { app, server, wall, services };
}
