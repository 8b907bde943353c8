import Router from '@koa/router';
import type { Middleware } from 'koa';
import { SiteItemParams, SiteKeyParams, WidgetWallQuery, endpoints } from '@flow/contracts';
import { IdentityRequiredError, OriginNotAllowedError, UnsupportedMediaTypeError } from '../platform/http/errors';
import type { Challenges } from '../platform/http/challenge';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppContext, AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import type { SiteRecord } from './sites.repo';
import type { WidgetsService } from './widgets.service';

export const WIDGETS_API_PREFIX = '/api/widgets/';
/** Reads a widget makes besides its own API: open to any page, without credentials. */
export const PUBLIC_READS = new Set([endpoints.dailyVerse.path, endpoints.crisisLines.path, endpoints.challenge.path]);

export const isWidgetApi = (path: string) => path.startsWith(WIDGETS_API_PREFIX);

const wall = { params: SiteKeyParams, query: WidgetWallQuery };
const bind = { params: SiteKeyParams, body: endpoints.widgetIdentity.body };
const create = { params: SiteKeyParams, body: endpoints.widgetCreatePrayerRequest.body };
const pray = { params: SiteItemParams, body: endpoints.widgetPray.body };
const heart = { params: SiteItemParams, body: endpoints.widgetHeart.body };

interface WidgetState extends AppState {
  site?: SiteRecord;
}

const siteOf = (ctx: { state: WidgetState }): SiteRecord => ctx.state.site!;

/**
 * CORS for the widgets: any page may read (`*`, no credentials: nothing personal is answered and
 * no cookie is sent), and the preflight of a write is answered for any page too, because the
 * decision belongs to the write itself (the site's registered origins, checked server-side).
 * Runs instead of the app's credentialed CORS for these paths.
 */
export const widgetsCors: Middleware<AppState> = async (ctx, next) => {
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.set('Access-Control-Expose-Headers', 'Retry-After, X-Request-Id');
  ctx.vary('Origin');
  if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method')) {
    ctx.set('Access-Control-Allow-Methods', 'GET, POST, PATCH');
    ctx.set('Access-Control-Allow-Headers', 'Content-Type, Authorization, X-Altcha');
    ctx.set('Access-Control-Max-Age', '600');
    ctx.status = 204;
    return;
  }
  await next();
};

export function widgetsRoutes(deps: { widgets: WidgetsService; challenges: Challenges; rateLimit: RateLimit }): Router<AppState> {
  const { widgets, challenges, rateLimit } = deps;
  const router = new Router<WidgetState>();

  const site: Middleware<WidgetState> = async (ctx, next) => {
    const parsed = SiteKeyParams.safeParse({ key: (ctx as unknown as { params: { key?: string } }).params.key });
    ctx.state.site = await widgets.site(parsed.success ? parsed.data.key : '');
    await next();
  };

  // Writes: JSON only, and only from a page on one of the site's registered origins. The
  // browser sets Origin on every cross-origin request and scripts cannot change it.
  const fromSite: Middleware<WidgetState> = async (ctx, next) => {
    if (!siteOf(ctx).origins.includes(ctx.get('origin'))) throw new OriginNotAllowedError();
    if (ctx.request.type !== 'application/json') throw new UnsupportedMediaTypeError();
    await next();
  };

  // The widget's identity comes only from its bearer token, never from Flow's cookie.
  const bearer: Middleware<WidgetState> = async (ctx, next) => {
    const token = /^Bearer (\S+)$/.exec(ctx.get('authorization'))?.[1];
    const anonymousId = widgets.identify(siteOf(ctx), token);
    if (!anonymousId) throw new IdentityRequiredError();
    ctx.state.anonymousId = anonymousId;
    await next();
  };

  router.get(endpoints.challenge.path, async (ctx) => {
    ctx.body = await challenges.create();
  });

  router.get(endpoints.widgetWall.path, site, validate(wall), async (ctx) => {
    ctx.body = await widgets.wall(siteOf(ctx), inputOf(ctx as AppContext, wall).query.limit);
  });

  router.post(endpoints.widgetIdentity.path, site, fromSite, rateLimit('identity'), validate(bind), async (ctx) => {
    ctx.body = await widgets.bind(siteOf(ctx));
  });

  router.post(endpoints.widgetCreatePrayerRequest.path, site, fromSite, bearer, rateLimit('prayerRequests'), validate(create), async (ctx) => {
    ctx.status = 201;
    ctx.body = await widgets.create(siteOf(ctx), ctx.state.anonymousId!, inputOf(ctx as AppContext, create).body.content);
  });

  router.post(endpoints.widgetPray.path, site, fromSite, bearer, rateLimit('prayers'), validate(pray), async (ctx) => {
    ctx.body = await widgets.pray(siteOf(ctx), inputOf(ctx as AppContext, pray).params.id, ctx.state.anonymousId!);
  });

  router.patch(endpoints.widgetHeart.path, site, fromSite, bearer, rateLimit('hearts'), validate(heart), async (ctx) => {
    const { params, body } = inputOf(ctx as AppContext, heart);
    ctx.body = await widgets.heart(siteOf(ctx), params.id, ctx.state.anonymousId!, body);
  });

  return router as unknown as Router<AppState>;
}
