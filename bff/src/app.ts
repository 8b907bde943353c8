import http from 'node:http';
import cors from '@koa/cors';
import Router from '@koa/router';
import Koa, { type Middleware } from 'koa';
import { createAccounts, type AccountsService } from './accounts';
import { QuotaRepo } from './billing/quota.repo';
import { QuotaService } from './billing/quota.service';
import { billingRoutes } from './billing/billing.routes';
import { DonationsRepo } from './billing/donations.repo';
import { DonationsService } from './billing/donations.service';
import { PayPalDonationsService } from './billing/paypal.service';
import { SubscriptionsRepo } from './billing/subscriptions.repo';
import { SubscriptionsService } from './billing/subscriptions.service';
import { createPayments, PayPalProvider } from './platform/payments';
import { SANDBOX_PAYPAL_PAGE, STRIPE_WEBHOOK_PATH } from '@flow/contracts';
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
import { securityHeaders } from './platform/http/security-headers';
import type { AppState } from './platform/http/types';
import type { Logger } from './platform/logger';
import { staticFiles } from './platform/static';
import { WALL_CHANGED_CHANNEL, createWallEvents } from './platform/wall';
import { VIEWER_CHANNEL, createViewerEvents } from './wall-items/viewer-events';
import { ViewerLookup } from './wall-items/viewer-lookup';
import { ViewerStateRepo } from './wall-items/viewer-state.repo';
import { WALL_CHANNEL } from '@flow/contracts';
import { attachWallRelay, type WallRelay } from './platform/ws';
import { PostsRepo } from './posts/posts.repo';
import { AuthorViews } from './wall-items/author';
import { postsRoutes } from './posts/posts.routes';
import { PostsService } from './posts/posts.service';
import { IntercessionsRepo } from './intercessions/intercessions.repo';
import { intercessionsRoutes } from './intercessions/intercessions.routes';
import { IntercessionsService } from './intercessions/intercessions.service';
import { scheduleWallClearing } from './prayers/clearing';
import { PrayersRepo } from './prayers/prayers.repo';
import { prayersRoutes } from './prayers/prayers.routes';
import { PrayersService } from './prayers/prayers.service';
import { ReportsRepo } from './reports/reports.repo';
import { reportsRoutes } from './reports/reports.routes';
import { ReportsService } from './reports/reports.service';
import { StatsRepo } from './stats/stats.repo';
import { statsRoutes } from './stats/stats.routes';
import { StatsService } from './stats/stats.service';
import { VisitorsRepo } from './visitors/visitors.repo';
import { visitorsRoutes } from './visitors/visitors.routes';
import { VisitorsService } from './visitors/visitors.service';
import { crisisRoutes } from './crisis/crisis.routes';
import { CrisisService } from './crisis/crisis.service';
import { remotesRoutes } from './remotes/remotes.routes';
import path from 'node:path';
import { ScriptureLibrary } from '@flow/scripture';
import { openSqlite } from './platform/db/sqlite-driver';
import { GuidanceRepo } from './guidance/guidance.repo';
import { guidanceRoutes } from './guidance/guidance.routes';
import { GuidanceService } from './guidance/guidance.service';
import { createAi } from './platform/ai';
import { ContentService } from './content/content.service';
import { contentRoutes } from './content/content.routes';
import { VersesRepo } from './content/verses.repo';
import { MANNA_IMAGE_POOL_DEFAULTS, MannaImagePool, mannaImageWorkerFile } from './content/manna-image/manna-image.pool';
import { ScriptureRepo } from './scripture/scripture.repo';
import { scriptureRoutes } from './scripture/scripture.routes';
import { ScriptureService } from './scripture/scripture.service';
import { createModeration, ModeratorRoles } from './moderation';
import { flagForAttention } from './moderation/flags';
import type { ModerationService } from './moderation/moderation.service';
import { NotificationsRepo } from './notifications/notifications.repo';
import { notificationsRoutes } from './notifications/notifications.routes';
import { NotificationsService, scheduleReminders } from './notifications/notifications.service';
import { WebPushSender, type PushSender } from './notifications/push-sender';
import { resolveVapidKeys } from './notifications/vapid';
import { createTranslation, translationRoutes, type TranslationService } from './translation';
import { createConnections } from './connections';
import { Challenges } from './platform/http/challenge';
import { createMediaStore } from './platform/media';
import { SitesRepo } from './sites/sites.repo';
import { sitesRoutes } from './sites/sites.routes';
import { SitesService } from './sites/sites.service';
import { WidgetTokens } from './sites/widget-token';
import { PUBLIC_READS, isWidgetApi, widgetsCors, widgetsRoutes } from './sites/widgets.routes';
import { WidgetsService } from './sites/widgets.service';
import { createMissionaries, scheduleReassignment, type AssignmentService, type MissionariesService } from './missionaries';
import { createChat, type ChatHub, type ChatService } from './chat';

export interface AppDeps {
  config: ResolvedConfig;
  db: Db;
  cache: Cache;
  logger: Logger;
  /** Stands in for the Web Push services (tests); the `web-push` sender otherwise. */
  pushSender?: PushSender;
}

export interface Services {
  identity: IdentityService;
  posts: PostsService;
  hearts: HeartsService;
  prayers: PrayersService;
  intercessions: IntercessionsService;
  reports: ReportsService;
  stats: StatsService;
  visitors: VisitorsService;
  accounts: AccountsService;
  scripture: ScriptureService;
  /** Scripture guidance for posts and prayer requests, and the grammar preview. */
  guidance: GuidanceService;
  moderation: ModerationService;
  /** The allowance of missionary prayer requests (billing). */
  quota: QuotaService;
  subscriptions: SubscriptionsService;
  donations: DonationsService;
  /** Donations through PayPal (or the sandbox's wallet). */
  paypal: PayPalDonationsService;
  missionaries: MissionariesService;
  /** Who prays for each new prayer request (issue 11). */
  assignments: AssignmentService;
  /** The content pages: Get New Verse, the manna image. */
  content: ContentService;
  /** Daily-verse reminders through Web Push. */
  notifications: NotificationsService;
  /** Live chat rooms and the AI helpers (issue 12). */
  chat: ChatService;
  /** Translations of wall items for readers who consented (LibreTranslate, OpenAI or none). */
  translation: TranslationService;
  /** Church sites registered on the dashboard, and what their widgets do. */
  sites: SitesService;
  widgets: WidgetsService;
}

export interface CreatedApp {
  app: Koa<AppState>;
  /** Present with `{ server: true }`: an HTTP server (not yet listening) with the /ws relay. */
  server?: http.Server;
  wall?: WallRelay;
  /** Present with `{ server: true }`: the chat side of /ws. */
  chatHub?: ChatHub;
  /** For modules that plug into others, e.g. the AI engine via `posts.onPostCreated`. */
  services: Services;
}

// Spec 001 §7 puts the PayPal calls at /paypal/...: they are API calls like the rest.
const isApi = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/paypal/');

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

export function createApp(deps: AppDeps, options: { server?: boolean } = {}): CreatedApp {
  const { config, db, cache, logger } = deps;

  const events = createWallEvents(cache, logger);
  const viewerEvents = createViewerEvents(cache, logger);
  const postsRepo = new PostsRepo(db);
  const authors = new AuthorViews(config.secret);
  const prayersRepo = new PrayersRepo(db);
  const calendar = { timeZone: config.wall.timeZone, clearTime: config.wall.clearTime };
  const intercessions = new IntercessionsService(
    new IntercessionsRepo(db),
    async (type, id) =>
      ((type === 'post' ? await postsRepo.findById(id) : await prayersRepo.findVisible(id))?.anonymousId ?? null),
    calendar.timeZone,
    viewerEvents,
  );
  const viewers = new ViewerLookup(new ViewerStateRepo(db), intercessions);
  const identityService = new IdentityService(new IdentityRepo(db));
  const library = ScriptureLibrary.shared(path.join(config.repoRoot, 'packages/scripture/data'), {
    openSqlite,
    indexDir: config.dataDir,
  });
  const ai = createAi(config.ai, { library, logger, resolveFrom: path.join(config.repoRoot, 'bff/package.json') });
  const roles = new ModeratorRoles(db, config.moderatorEmails);
  const mannaImages = new MannaImagePool(
    MANNA_IMAGE_POOL_DEFAULTS,
    { file: mannaImageWorkerFile(path.join(config.repoRoot, 'bff')), data: { fontsDir: path.join(config.repoRoot, 'bff/assets/fonts') } },
    logger,
  );
  const quota = new QuotaService(db, new QuotaRepo(db));
  const sitesRepo = new SitesRepo(db);
  const payments = createPayments(config.payments, config.secret ?? '');
  const donationsRepo = new DonationsRepo(db);
  const donations = new DonationsService(donationsRepo, payments, logger);
  const wallet = config.payments.paypal
    ? new PayPalProvider(config.payments.paypal)
    : config.payments.sandbox
      ? PayPalDonationsService.sandbox(donationsRepo, config.secret ?? '', cache, SANDBOX_PAYPAL_PAGE)
      : null;
  const paypal = new PayPalDonationsService(donationsRepo, wallet, config.publicUrl, logger);
  const accounts = createAccounts({ config, db, cache, logger, identity: identityService, plans: quota, isModerator: (u) => roles.isModerator(u) });
  const moderation = createModeration({ db, events, roles, accounts });
  const media = createMediaStore(config);
  const missionaries = createMissionaries({
    db,
    accounts,
    logger,
    publicUrl: config.publicUrl,
    reassignAfterMs: config.missionaries.reassignAfterMs,
    media,
  });
  const vapid = resolveVapidKeys(config.push.vapid, config.dataDir);
  const scripture = new ScriptureService(library, new ScriptureRepo(db));
  const crisis = new CrisisService();
  const chat = createChat({
    db,
    cache,
    logger,
    accounts,
    engine: ai.engine,
    aiConfig: config.ai,
    crisis,
    media,
    unansweredMinutes: config.chat.unansweredMinutes,
    sessionRecheckMs: config.chat.sessionRecheckMs,
    allowedOrigins: config.allowedOrigins,
  });
  const connections = createConnections({ db, quota, accounts, logger, media });
  const hearts = new HeartsService(new HeartsRepo(db), events, viewerEvents);
  const prayers = new PrayersService(prayersRepo, viewers, events, logger, calendar, authors);
  const services: Services = {
    notifications: new NotificationsService({
      repo: new NotificationsRepo(db),
      sender: deps.pushSender ?? new WebPushSender(vapid, config.push.subject),
      publicKey: vapid.publicKey,
      dailyVerse: (day) => scripture.dailyVerse(day),
      logger,
      pushHosts: config.push.hosts,
    }),
    identity: identityService,
    posts: new PostsService(postsRepo, events, logger, viewers, authors),
    hearts,
    prayers,
    intercessions,
    reports: new ReportsService(new ReportsRepo(db), events, config.wall.reportHideThreshold),
    stats: new StatsService(new StatsRepo(db), cache),
    visitors: new VisitorsService(new VisitorsRepo(db)),
    accounts: accounts.service,
    scripture,
    guidance: new GuidanceService(new GuidanceRepo(db), ai.engine, cache, events, logger),
    moderation: moderation.service,
    quota,
    subscriptions: new SubscriptionsService(
      db,
      new SubscriptionsRepo(db),
      quota,
      payments,
      config.publicUrl,
      logger,
      [(trx, event) => donations.applyIn(trx, event)],
      config.payments.stripePublishableKey,
      cache,
    ),
    donations,
    paypal,
    missionaries: missionaries.service,
    assignments: missionaries.assignments,
    content: new ContentService(
      new VersesRepo(library),
      { charitiesEmail: config.content.charitiesEmail, creator: config.content.creator },
      mannaImages,
    ),
    chat: chat.service,
    translation: createTranslation(config.translation, cache, logger),
    sites: new SitesService(sitesRepo),
    widgets: new WidgetsService(sitesRepo, prayersRepo, prayers, hearts, intercessions, identityService, new WidgetTokens(config.secret), calendar),
  };
  // Cached wall pages are dropped on every wall change: at once for this instance's own writes,
  // through the cache's pub/sub for the others' (PageCache bounds the rest to a second).
  const wallChanged = () => {
    services.posts.wallChanged();
    services.prayers.wallChanged();
    services.widgets.wallChanged();
  };
  events.onLocalChange(wallChanged);
  const wallSubscriptions = Promise.all(
    [WALL_CHANNEL, WALL_CHANGED_CHANNEL].map((channel) => cache.subscribe(channel, wallChanged)),
  ).catch((err: unknown) => {
    logger.warn({ err: String(err) }, 'cached wall pages will only expire, not follow wall events');
    return [];
  });
  // What is kept of a viewer's own hearts and prayers, and of prayer counts, follows their changes:
  // at once for this instance's writes, through the cache's pub/sub for the others' (TTLs bound the rest).
  viewerEvents.onChange((change) => {
    if (change.kind === 'viewer') viewers.viewerChanged(change.viewer);
    else intercessions.prayedFor(change.itemType, change.id);
  });
  const viewerSubscription = cache
    .subscribe(VIEWER_CHANNEL, (message) => viewerEvents.receive(message))
    .catch((err: unknown) => {
      logger.warn({ err: String(err) }, 'what is kept of viewers will only expire, not follow their changes');
      return null;
    });
  // A signed-in person's cached prayer history is stale as soon as they share something new.
  services.posts.onPostCreated((_post, author) => services.accounts.identityChanged(author));
  services.prayers.onPrayerRequestCreated((_request, author) => services.accounts.identityChanged(author));
  // An answer that reads distress or danger at home stays on the wall (the writer reached out) but
  // asks a moderator to look, who can then reach the author with the lines.
  services.guidance.onDistress(({ item, id, care }) =>
    flagForAttention(db, item, id, care === 'crisis' ? 'distress' : 'abuse', new Date()).then(() => undefined),
  );
  // Held requests never get here (prayers.service runs these hooks only for requests on view).
  services.prayers.onPrayerRequestCreated((request) => services.assignments.assignNew(request.id).then(() => undefined));
  if (config.ai.worker) {
    services.posts.onPostCreated((post) => services.guidance.enqueuePost(post.id));
    services.prayers.onPrayerRequestCreated((request) => services.guidance.enqueuePrayerRequest(request.id));
  }
  const challenges = new Challenges(config.secret, config.altcha, cache, logger);
  const rateLimit = createRateLimit({
    rules: config.rateLimits,
    ipFactor: config.rateLimitIpFactor,
    cache,
    logger,
    // Widget routes put their bearer token's identity in the state before limiting.
    identify: (ctx) => ctx.state.anonymousId ?? readIdentityCookie(ctx),
    challenges,
  });

  // maxIpsCount: trust exactly the configured proxy hops of X-Forwarded-For (client-address.ts).
  const app = new Koa<AppState>({
    keys: [config.secret],
    proxy: config.trustProxy,
    maxIpsCount: config.trustProxyHops,
  });
  // Errors are answered and logged by errorMiddleware; Koa's own printing would duplicate them.
  app.silent = true;

  const allowedOrigins = new Set(config.allowedOrigins);
  app.use(requestLog(logger));
  app.use(errorMiddleware(logger));
  // Without FLOW_PUBLIC_URL (development) the page may be opened at localhost, 127.0.0.1 or a LAN
  // address: the socket's origin then follows the request.
  app.use(
    securityHeaders({
      remoteUrls: Object.values(config.remotes),
      publicUrl: config.configuredPublicUrl,
      // Stripe's card form is a script and iframes from Stripe: allowed only when it can be used.
      stripe: config.payments.stripe !== null && config.payments.stripePublishableKey !== null,
    }),
  );
  app.use(unanswered);
  // Widget calls and the public reads they make answer any page without credentials; every
  // other API path keeps the credentialed CORS of FLOW_ALLOWED_ORIGINS. Flow's own other origins
  // (a native shell, remotes elsewhere) call the public reads with credentials, which `*` would
  // make the browser refuse, so they get the app's CORS there.
  const forWidgets = (ctx: { path: string; get(field: string): string }) =>
    isWidgetApi(ctx.path) || (PUBLIC_READS.has(ctx.path) && !allowedOrigins.has(ctx.get('origin')));
  app.use((ctx, next) => (forWidgets(ctx) ? widgetsCors(ctx, next) : next()));
  const appCors = (
      cors({
        origin: (ctx) => (allowedOrigins.has(ctx.get('origin')) ? ctx.get('origin') : ''),
        credentials: true,
        allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
        allowHeaders: ['Content-Type', 'Accept', ANONYMOUS_ID_HEADER, 'X-Request-Id', 'X-Altcha'],
        exposeHeaders: ['Retry-After', 'X-Request-Id'],
        maxAge: 600,
      }) as unknown as Middleware<AppState>);
  app.use(apiOnly((ctx, next) => (forWidgets(ctx) ? next() : appCors(ctx, next))));
  app.use(apiOnly(noStore));
  // Widget writes carry no cookie and are checked against their site's origins instead (sites/).
  const csrf = csrfGuard(config.allowedOrigins);
  app.use(apiOnly((ctx, next) => (isWidgetApi(ctx.path) ? next() : csrf(ctx, next))));
  // The payment webhook reads its raw bytes itself: the signature covers them exactly.
  const json = jsonBody();
  app.use(apiOnly((ctx, next) => (ctx.path === STRIPE_WEBHOOK_PATH ? next() : json(ctx, next))));

  const router = new Router<AppState>();
  router.use(
    identityRoutes({ service: services.identity, rateLimit }).routes(),
    postsRoutes({ posts: services.posts, hearts: services.hearts, rateLimit }).routes(),
    prayersRoutes({ prayers: services.prayers, hearts: services.hearts, rateLimit }).routes(),
    intercessionsRoutes({ intercessions: services.intercessions, rateLimit }).routes(),
    reportsRoutes({ reports: services.reports, rateLimit }).routes(),
    statsRoutes({ stats: services.stats }).routes(),
    visitorsRoutes({ visitors: services.visitors, rateLimit }).routes(),
    accounts.routes(rateLimit).routes(),
    scriptureRoutes({ scripture: services.scripture, rateLimit }).routes(),
    guidanceRoutes({ guidance: services.guidance, rateLimit }).routes(),
    remotesRoutes({ overrides: config.remotes, loadTimeoutMs: config.remoteTimeoutMs }).routes(),
    healthRoutes({ db, cache, logger }).routes(),
    crisisRoutes({ crisis }).routes(),
    moderation.routes(rateLimit).routes(),
    billingRoutes({ subscriptions: services.subscriptions, donations: services.donations, paypal: services.paypal, cache, accounts: services.accounts, sessions: accounts.sessions, rateLimit, logger }).routes(),
    missionaries.routes(rateLimit).routes(),
    connections.routes(rateLimit).routes(),
    contentRoutes({ content: services.content, rateLimit }).routes(),
    notificationsRoutes({ notifications: services.notifications, rateLimit }).routes(),
    chat.routes(rateLimit).routes(),
    translationRoutes({ translation: services.translation, rateLimit }).routes(),
    sitesRoutes({ sites: services.sites, accounts: services.accounts, sessions: accounts.sessions }).routes(),
    widgetsRoutes({ widgets: services.widgets, challenges, rateLimit }).routes(),
  );
  app.use(router.routes());
  app.use(router.allowedMethods());
  app.use(staticFiles(config.staticRoot, { dailyVerse: (date) => services.scripture.dailyVerse(date), emailSignIn: config.accounts.oidc === null }));

  if (!options.server) return { app, services };
  const server = http.createServer(app.callback());
  const chatSocket = chat.socket(app);
  const relay = attachWallRelay(server, cache, logger, { ...config.wsLimits, trustedHops: config.trustProxyHops }, chatSocket.extension);
  const wall: WallRelay = { ...relay, ready: Promise.all([relay.ready, chatSocket.hub.start(), viewerSubscription]).then(() => undefined) };
  server.on('close', () => {
    void chatSocket.hub.close();
    void services.chat.drain();
  });
  // Only a serving instance clears the prayer wall each morning; it stops with the server.
  const clearing = scheduleWallClearing(calendar, () => services.prayers.clearWall(), logger);
  server.on('close', () => clearing.stop());
  const reassignment = scheduleReassignment(services.assignments, config.missionaries.reassignCheckMs, logger);
  server.on('close', () => reassignment.stop());
  const reminders = scheduleReminders(services.notifications, config.push.checkMs, logger);
  server.on('close', () => reminders.stop());
  // The search index builds in the background (it yields between chunks) so the first search is
  // fast. Not under test: each test process would spend seconds of CPU on an index it may not use.
  if (config.nodeEnv !== 'test') {
    library.warm().catch((err: unknown) => logger.error({ err }, 'could not build the scripture search index'));
    // The grammar threads load the Hunspell dictionaries (seconds for Spanish) now, off the event
    // loop, instead of on someone's first grammar check. Under test they start on first use.
    void ai.grammar.start();
  }
  server.on('close', () => void ai.grammar.close());
  server.on('close', () => void mannaImages.close());
  server.on('close', () => {
    void wallSubscriptions.then((subs) => Promise.all(subs.map((unsubscribe) => unsubscribe().catch(() => undefined))));
    void viewerSubscription.then((unsubscribe) => unsubscribe?.().catch(() => undefined));
  });
  if (config.ai.worker) {
    services.guidance.start();
    server.on('close', () => services.guidance.stop());
  }
  return { app, server, wall, chatHub: chatSocket.hub, services };
}
