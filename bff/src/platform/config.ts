import type { PaymentsConfig } from './payments';
import path from 'node:path';
import { Creator, RemoteName } from '@flow/contracts';
import { z } from 'zod';

export const RATE_LIMIT_NAMES = [
  'posts',
  'responses',
  'hearts',
  'identity',
  'signin',
  'prayerRequests',
  'prayerResponses',
  'prayers',
  'reports',
  'visitors',
  'scripture',
  'grammar',
  'moderation',
  'payments',
  'missionarySignUp',
  'mannaImages',
  'pushSubscriptions',
  'chat',
  'translate',
  'connect',
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
export interface RateLimitRule {
  points: number;
  durationSec: number;
}

export type DatabaseConfig =
  | { client: 'sqlite'; file: string }
  | { client: 'mysql'; url: string };

export interface Config {
  nodeEnv: string;
  production: boolean;
  /** No DATABASE_URL: one process with SQLite and in-memory cache (the `npm start` default). */
  embedded: boolean;
  port: number;
  host: string;
  repoRoot: string;
  /** Where the embedded database and the generated secret live. */
  dataDir: string;
  /** Uploaded media (missionary photos) for the default media store: FLOW_MEDIA_DIR or <dataDir>/media. */
  mediaDir: string;
  database: DatabaseConfig;
  redisUrl: string | null;
  /** null: not configured; boot generates one and keeps it in `dataDir` (see secret.ts). */
  secret: string | null;
  staticRoot: string;
  remotes: Partial<Record<RemoteName, string>>;
  remoteTimeoutMs: number;
  allowedOrigins: string[];
  logLevel: LogLevel;
  trustProxy: boolean;
  /** Per identity; the per-IP budget is this times `rateLimitIpFactor` (several people share an IP). */
  rateLimits: Record<RateLimitName, RateLimitRule>;
  rateLimitIpFactor: number;
  /** Proof of work asked of writes beyond an address's budget (ALTCHA; platform/http/challenge.ts). */
  altcha: { maxNumber: number; expiresSec: number };
  /** The community wall: its calendar (morning clearing, one prayer a day) and moderation. */
  wall: WallConfig;
  missionaries: MissionaryConfig;
  /** Live chat: a visitor's message older than this without a reply counts as unanswered. */
  chat: { unansweredMinutes: number; sessionRecheckMs: number };
  shutdownTimeoutMs: number;
  /**
   * Origin for links in e-mails and the OIDC redirect: FLOW_PUBLIC_URL, required in production;
   * in development http://localhost:PORT. Never taken from a request's Host header.
   */
  publicUrl: string;
  /** FLOW_PUBLIC_URL exactly as configured; null when `publicUrl` is only the development default. */
  configuredPublicUrl: string | null;
  /** FLOW_DEV_OUTBOX: GET /api/dev/outbox lists the outbox to loopback clients (never in production). */
  devOutbox: boolean;
  accounts: AccountsConfig;
  /** Guidance engine: offline unless an OpenAI key is set (see platform/ai). */
  ai: {
    openai: { apiKey: string; baseUrl: string | null; model: string } | null;
    timeoutMs: number;
    spellingLanguages: Array<'en' | 'es' | 'fr' | 'ru'>;
    /** Run the background job that answers posts and prayer requests in this process. */
    worker: boolean;
    /** The offline grammar check's worker threads, caps and time limits (platform/ai/grammar-pool). */
    grammar: {
      threads: number;
      queue: number;
      budgetMs: number;
      timeoutMs: number;
      maxWordLength: number;
      maxSuggestions: number;
    };
  };
  /** E-mail addresses (lower case) whose accounts are moderators without a role in the database. */
  moderatorEmails: string[];
  /** The content pages: where Add Your Charity writes to (null: the button is not offered). */
  content: { charitiesEmail: string | null; creator: Creator | null };
  /**
   * Proxies in front of this server whose X-Forwarded-For entries are trusted (TRUST_PROXY):
   * 0 = the socket's peer is the client; 1 = the address the nearest proxy appended; and so on.
   */
  trustProxyHops: number;
  /** Longest wait for one Redis command before the cache counts as unavailable. */
  redisTimeoutMs: number;
  /** Fail fast when MySQL is unreachable: waiting for a pooled connection, and for one query. */
  dbTimeouts: { acquireMs: number; queryMs: number };
  /** Live-update WebSocket connections allowed per client address and in total (per instance). */
  wsLimits: { perAddress: number; total: number };
  /** Stripe when its three settings are present; otherwise the local sandbox (see docs/configuration.md). */
  payments: PaymentsConfig;
  /** Daily-verse reminders through Web Push (bff/src/notifications). */
  push: PushConfig;
  /** Who translates posts for readers who consented (translation/): LibreTranslate, OpenAI, or nobody. */
  translation: TranslationConfig;
}

export interface PushConfig {
  /** FLOW_VAPID_PUBLIC_KEY + FLOW_VAPID_PRIVATE_KEY; null: generated once into the data folder (vapid.ts). */
  vapid: { publicKey: string; privateKey: string } | null;
  /** Who push services may contact about this sender: FLOW_VAPID_SUBJECT, else the public URL. */
  subject: string;
  /** How often an instance looks for due reminders. */
  checkMs: number;
  /** The push services a subscription may point at (FLOW_PUSH_HOSTS; a host or any subdomain of it). */
  hosts: string[];
}

/** The browsers' own push services: Chrome/Edge (FCM, WNS), Firefox (Mozilla), Safari (Apple). */
export const DEFAULT_PUSH_HOSTS = 'fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com';

export type TranslationConfig =
  | { provider: 'libretranslate'; url: string; apiKey: string | null; timeoutMs: number }
  | { provider: 'openai'; apiKey: string; baseUrl: string | null; model: string; timeoutMs: number }
  | { provider: 'none' };

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  /** null: <public origin>/api/auth/oidc/callback. */
  redirectUrl: string | null;
  scopes: string;
}

export interface AccountsConfig {
  /** null: the embedded e-mail link sign-in is used. */
  oidc: OidcConfig | null;
  /** null: mail goes to the outbox directory instead of an SMTP server. */
  smtpUrl: string | null;
  mailFrom: string;
  outboxDir: string;
  sessionIdleSec: number;
  sessionAbsoluteSec: number;
  signInLinkTtlSec: number;
}

export type ResolvedConfig = Config & { secret: string };

export interface MissionaryConfig {
  /** A pending assignment nobody answered within this time goes to the next missionary. */
  reassignAfterMs: number;
  /** How often an instance looks for such assignments. */
  reassignCheckMs: number;
}

export interface WallConfig {
  /** IANA zone whose mornings clear the prayer wall and whose days bound "one prayer a day". */
  timeZone: string;
  /** HH:MM in that zone. */
  clearTime: string;
  /** Distinct reports after which an item is hidden pending review. */
  reportHideThreshold: number;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const RATE_LIMIT_DEFAULTS: Record<RateLimitName, string> = {
  posts: '10/600',
  responses: '30/600',
  hearts: '120/60',
  identity: '100/600',
  signin: '10/600',
  prayerRequests: '5/600',
  prayerResponses: '30/600',
  prayers: '60/600',
  reports: '20/3600',
  visitors: '10/600',
  scripture: '120/60',
  grammar: '30/600',
  moderation: '120/60',
  payments: '30/600',
  missionarySignUp: '5/3600',
  connect: '20/3600',
  mannaImages: '5/600',
  pushSubscriptions: '20/600',
  chat: '30/60',
  translate: '60/600',
};

export const MIN_SECRET_LENGTH = 32;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const bool = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off']))
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const httpUrl = z.string().refine((v) => {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}, 'must be an absolute http(s) URL');

const remoteEntry = z
  .string()
  .refine((v) => v.startsWith('/') || httpUrl.safeParse(v).success, 'must be an absolute http(s) URL or a path starting with /');

const rateLimit = z
  .string()
  .regex(/^\d+\/\d+$/, 'must look like <requests>/<seconds>, e.g. 10/600')
  .transform((v) => {
    const [points, durationSec] = v.split('/').map(Number);
    return { points, durationSec };
  })
  .refine((r) => r.points > 0 && r.durationSec > 0, 'both numbers must be positive');

const Env = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: int(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^mysql2?:\/\/[^/]+\/[^/?]+/.test(v), 'must look like mysql://user:pass@host:3306/database')
    .optional(),
  FLOW_SQLITE_FILE: z.string().min(1).default('./data/flow.sqlite'),
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\//.test(v), 'must look like redis://host:6379/0')
    .optional(),
  FLOW_SECRET: z.string().optional(),
  FLOW_STATIC_ROOT: z.string().min(1).optional(),
  FLOW_REMOTE_COMMUNITY_URL: remoteEntry.optional(),
  FLOW_REMOTE_MISSIONARY_URL: remoteEntry.optional(),
  FLOW_REMOTE_BILLING_URL: remoteEntry.optional(),
  FLOW_REMOTE_CONTENT_URL: remoteEntry.optional(),
  FLOW_REMOTE_TIMEOUT_MS: int(1, 600_000).default(4000),
  FLOW_ALLOWED_ORIGINS: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(httpUrl.transform((u) => new URL(u).origin)))
    .default([]),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // A hop count; the old boolean form still works (true = one proxy, false = none).
  TRUST_PROXY: z
    .string()
    .transform((v) => v.trim().toLowerCase())
    .pipe(
      z.union([
        z.enum(['true', 'yes', 'on']).transform(() => 1),
        z.enum(['false', 'no', 'off']).transform(() => 0),
        int(0, 20),
      ], { error: 'must be the number of trusted proxies in front of Flow (0, 1, 2...), or true/false' }),
    )
    .default(0),
  FLOW_RATE_LIMIT_POSTS: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.posts)),
  FLOW_RATE_LIMIT_RESPONSES: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.responses)),
  FLOW_RATE_LIMIT_HEARTS: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.hearts)),
  FLOW_RATE_LIMIT_IDENTITY: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.identity)),
  FLOW_RATE_LIMIT_PRAYER_REQUESTS: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.prayerRequests)),
  FLOW_RATE_LIMIT_PRAYER_RESPONSES: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.prayerResponses)),
  FLOW_RATE_LIMIT_PRAYERS: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.prayers)),
  FLOW_RATE_LIMIT_REPORTS: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.reports)),
  FLOW_RATE_LIMIT_VISITORS: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.visitors)),
  FLOW_RATE_LIMIT_SCRIPTURE: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.scripture)),
  FLOW_RATE_LIMIT_GRAMMAR: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.grammar)),
  FLOW_RATE_LIMIT_MODERATION: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.moderation)),
  FLOW_RATE_LIMIT_PAYMENTS: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.payments)),
  FLOW_RATE_LIMIT_MISSIONARY_SIGNUP: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.missionarySignUp)),
  FLOW_RATE_LIMIT_CONNECT: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.connect)),
  FLOW_RATE_LIMIT_MANNA_IMAGES: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.mannaImages)),
  FLOW_RATE_LIMIT_PUSH_SUBSCRIPTIONS: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.pushSubscriptions)),
  FLOW_RATE_LIMIT_CHAT: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.chat)),
  FLOW_CHAT_UNANSWERED_MINUTES: int(1, 7 * 24 * 60).default(10),
  FLOW_CHAT_SESSION_RECHECK_SECONDS: int(1, 3600).default(30),
  FLOW_RATE_LIMIT_TRANSLATE: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.translate)),
  TRANSLATE_URL: httpUrl.optional(),
  TRANSLATE_API_KEY: z.string().min(1).optional(),
  FLOW_TRANSLATE_OPENAI: bool.default(true),
  FLOW_TRANSLATE_TIMEOUT_MS: int(100, 120_000).default(8000),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: httpUrl.optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  FLOW_AI_TIMEOUT_MS: int(100, 600_000).default(15_000),
  FLOW_SPELLING_LANGUAGES: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(['en', 'es', 'fr', 'ru'], { error: 'each language must be one of en, es, fr, ru' })))
    .default(['en', 'es']),
  FLOW_AI_WORKER: bool.default(true),
  FLOW_WALL_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/London or America/New_York')
    .default('UTC'),
  FLOW_WALL_CLEAR_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM, e.g. 06:00')
    .default('06:00'),
  FLOW_REPORT_HIDE_THRESHOLD: int(1, 1000).default(3),
  FLOW_MEDIA_DIR: z.string().min(1).optional(),
  FLOW_MISSIONARY_REASSIGN_AFTER_MIN: int(1, 7 * 24 * 60).default(24 * 60),
  FLOW_MISSIONARY_REASSIGN_CHECK_SEC: int(1, 3600).default(300),
  FLOW_RATE_LIMIT_IP_FACTOR: int(1, 10_000).default(20),
  FLOW_ALTCHA_MAX_NUMBER: int(100, 10_000_000).default(50_000),
  FLOW_ALTCHA_EXPIRES_SEC: int(10, 3600).default(300),
  FLOW_SHUTDOWN_TIMEOUT_MS: int(0, 600_000).default(10_000),
  FLOW_RATE_LIMIT_SIGNIN: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.signin)),
  FLOW_PUBLIC_URL: httpUrl.transform((u) => new URL(u).origin).optional(),
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_REDIRECT_URL: httpUrl.optional(),
  OIDC_SCOPES: z.string().min(1).default('openid email profile'),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), 'must look like smtp://user:pass@host:587 or smtps://host:465')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Flow <no-reply@flow.local>'),
  FLOW_MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  FLOW_SESSION_IDLE_SEC: int(60, 365 * 86_400).default(3 * 86_400),
  FLOW_SESSION_ABSOLUTE_SEC: int(60, 365 * 86_400).default(30 * 86_400),
  FLOW_SIGNIN_LINK_TTL_SEC: int(60, 86_400).default(15 * 60),
  FLOW_DEV_OUTBOX: bool.default(false),
  FLOW_MODERATOR_EMAILS: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email({ error: 'each entry must be an e-mail address' })))
    .default([]),
  FLOW_CHARITIES_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  FLOW_VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be the base64url public key from `npx web-push generate-vapid-keys`').optional(),
  FLOW_VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be the base64url private key from `npx web-push generate-vapid-keys`').optional(),
  FLOW_VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// address').optional(),
  FLOW_PUSH_CHECK_SEC: int(1, 3600).default(60),
  FLOW_PUSH_HOSTS: z.string().default(DEFAULT_PUSH_HOSTS),
  FLOW_CREATOR: z
    .string()
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON: {"name": "...", "links": [{"kind": "website", "label": "...", "url": "https://..."}]}' });
        return z.NEVER;
      }
    })
    .pipe(Creator)
    .optional(),
  FLOW_GRAMMAR_THREADS: int(1, 64).default(1),
  FLOW_GRAMMAR_QUEUE: int(0, 10_000).default(16),
  FLOW_GRAMMAR_BUDGET_MS: int(0, 60_000).default(500),
  FLOW_GRAMMAR_TIMEOUT_MS: int(50, 600_000).default(3000),
  FLOW_GRAMMAR_MAX_WORD_LENGTH: int(3, 1000).default(30),
  FLOW_GRAMMAR_MAX_SUGGESTIONS: int(0, 10_000).default(40),
  FLOW_REDIS_TIMEOUT_MS: int(10, 60_000).default(500),
  FLOW_DB_ACQUIRE_TIMEOUT_MS: int(100, 600_000).default(2000),
  FLOW_DB_QUERY_TIMEOUT_MS: int(100, 600_000).default(5000),
  FLOW_WS_MAX_PER_ADDRESS: int(1, 100_000).default(500),
  FLOW_WS_MAX_TOTAL: int(1, 1_000_000).default(10_000),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  PAYPAL_API_URL: z.url({ protocol: /^http$/ }).optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .refine((v) => /^pk_(test|live)_\w+$/.test(v), 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional(),
  FLOW_PAYMENTS_SANDBOX: bool.optional(),
});

/**
 * Parses the environment once at boot. Pure (no file system access) so it is unit-testable;
 * empty values count as unset because container tooling often exports `VAR=`.
 */
export function parseConfig(env: NodeJS.ProcessEnv, opts: { repoRoot: string }): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`));
  }
  const e = parsed.data;
  const fromRoot = (p: string) => path.resolve(opts.repoRoot, p);
  const production = e.NODE_ENV === 'production';
  const embedded = e.DATABASE_URL === undefined;
  const sqliteFile = fromRoot(e.FLOW_SQLITE_FILE);

  const problems: string[] = [];
  if (e.FLOW_SECRET !== undefined && production && e.FLOW_SECRET.length < MIN_SECRET_LENGTH) {
    problems.push(`FLOW_SECRET: must be at least ${MIN_SECRET_LENGTH} characters in production`);
  }
  if (e.FLOW_SECRET === undefined && production && !embedded) {
    problems.push(
      `FLOW_SECRET: required in production with DATABASE_URL (at least ${MIN_SECRET_LENGTH} random characters, the same on every instance)`,
    );
  }
  if (e.OIDC_ISSUER !== undefined && e.OIDC_CLIENT_ID === undefined) {
    problems.push('OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
  }
  if (e.OIDC_CLIENT_ID !== undefined && e.OIDC_ISSUER === undefined) {
    problems.push('OIDC_ISSUER: required when OIDC_CLIENT_ID is set');
  }
  if (e.FLOW_SESSION_ABSOLUTE_SEC < e.FLOW_SESSION_IDLE_SEC) {
    problems.push('FLOW_SESSION_ABSOLUTE_SEC: must not be shorter than FLOW_SESSION_IDLE_SEC');
  }
  if (production && e.FLOW_PUBLIC_URL === undefined) {
    problems.push('FLOW_PUBLIC_URL: required in production (the https origin people use, e.g. https://flow.example); links in e-mails point there');
  }
  if (production && e.FLOW_DEV_OUTBOX) {
    problems.push('FLOW_DEV_OUTBOX: the outbox reader shows sign-in links and is for development only; unset it in production');
  }
  if (e.FLOW_GRAMMAR_TIMEOUT_MS <= e.FLOW_GRAMMAR_BUDGET_MS) {
    problems.push('FLOW_GRAMMAR_TIMEOUT_MS: must be longer than FLOW_GRAMMAR_BUDGET_MS');
  }
  const stripeSet = [e.STRIPE_SECRET_KEY, e.STRIPE_PRICE_ID, e.STRIPE_WEBHOOK_SECRET].filter((v) => v !== undefined).length;
  if (stripeSet > 0 && stripeSet < 3) {
    problems.push('STRIPE_SECRET_KEY, STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET: set all three to take payments with Stripe, or none for the sandbox');
  }
  if ((e.FLOW_VAPID_PUBLIC_KEY === undefined) !== (e.FLOW_VAPID_PRIVATE_KEY === undefined)) {
    problems.push('FLOW_VAPID_PUBLIC_KEY, FLOW_VAPID_PRIVATE_KEY: set both (one key pair), or neither to keep a generated pair in the data folder');
  }
  if ((e.PAYPAL_CLIENT_ID === undefined) !== (e.PAYPAL_CLIENT_SECRET === undefined)) {
    problems.push('PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: set both to take donations with PayPal, or neither for the sandbox');
  }
  if (problems.length) throw new ConfigError(problems);

  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const name of RemoteName.options) {
    const value = e[`FLOW_REMOTE_${name.toUpperCase()}_URL` as keyof typeof e] as string | undefined;
    if (value) remotes[name] = value;
  }

  return {
    nodeEnv: e.NODE_ENV,
    production,
    embedded,
    port: e.PORT,
    host: e.HOST,
    repoRoot: opts.repoRoot,
    dataDir: embedded ? path.dirname(sqliteFile) : fromRoot('data'),
    mediaDir: e.FLOW_MEDIA_DIR ? fromRoot(e.FLOW_MEDIA_DIR) : path.join(embedded ? path.dirname(sqliteFile) : fromRoot('data'), 'media'),
    database: embedded ? { client: 'sqlite', file: sqliteFile } : { client: 'mysql', url: e.DATABASE_URL! },
    redisUrl: e.REDIS_URL ?? null,
    secret: e.FLOW_SECRET ?? null,
    staticRoot: fromRoot(e.FLOW_STATIC_ROOT ?? '.'),
    remotes,
    remoteTimeoutMs: e.FLOW_REMOTE_TIMEOUT_MS,
    allowedOrigins: e.FLOW_ALLOWED_ORIGINS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY > 0,
    rateLimits: {
      posts: e.FLOW_RATE_LIMIT_POSTS,
      responses: e.FLOW_RATE_LIMIT_RESPONSES,
      hearts: e.FLOW_RATE_LIMIT_HEARTS,
      identity: e.FLOW_RATE_LIMIT_IDENTITY,
      signin: e.FLOW_RATE_LIMIT_SIGNIN,
      prayerRequests: e.FLOW_RATE_LIMIT_PRAYER_REQUESTS,
      prayerResponses: e.FLOW_RATE_LIMIT_PRAYER_RESPONSES,
      prayers: e.FLOW_RATE_LIMIT_PRAYERS,
      reports: e.FLOW_RATE_LIMIT_REPORTS,
      visitors: e.FLOW_RATE_LIMIT_VISITORS,
      scripture: e.FLOW_RATE_LIMIT_SCRIPTURE,
      grammar: e.FLOW_RATE_LIMIT_GRAMMAR,
      moderation: e.FLOW_RATE_LIMIT_MODERATION,
      payments: e.FLOW_RATE_LIMIT_PAYMENTS,
      missionarySignUp: e.FLOW_RATE_LIMIT_MISSIONARY_SIGNUP,
      mannaImages: e.FLOW_RATE_LIMIT_MANNA_IMAGES,
      pushSubscriptions: e.FLOW_RATE_LIMIT_PUSH_SUBSCRIPTIONS,
      chat: e.FLOW_RATE_LIMIT_CHAT,
      translate: e.FLOW_RATE_LIMIT_TRANSLATE,
      connect: e.FLOW_RATE_LIMIT_CONNECT,
    },
    chat: { unansweredMinutes: e.FLOW_CHAT_UNANSWERED_MINUTES, sessionRecheckMs: e.FLOW_CHAT_SESSION_RECHECK_SECONDS * 1000 },
    wall: {
      timeZone: e.FLOW_WALL_TIMEZONE,
      clearTime: e.FLOW_WALL_CLEAR_TIME,
      reportHideThreshold: e.FLOW_REPORT_HIDE_THRESHOLD,
    },
    missionaries: {
      reassignAfterMs: e.FLOW_MISSIONARY_REASSIGN_AFTER_MIN * 60_000,
      reassignCheckMs: e.FLOW_MISSIONARY_REASSIGN_CHECK_SEC * 1000,
    },
    rateLimitIpFactor: e.FLOW_RATE_LIMIT_IP_FACTOR,
    altcha: { maxNumber: e.FLOW_ALTCHA_MAX_NUMBER, expiresSec: e.FLOW_ALTCHA_EXPIRES_SEC },
    shutdownTimeoutMs: e.FLOW_SHUTDOWN_TIMEOUT_MS,
    publicUrl: e.FLOW_PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    configuredPublicUrl: e.FLOW_PUBLIC_URL ?? null,
    devOutbox: e.FLOW_DEV_OUTBOX,
    push: {
      vapid:
        e.FLOW_VAPID_PUBLIC_KEY && e.FLOW_VAPID_PRIVATE_KEY
          ? { publicKey: e.FLOW_VAPID_PUBLIC_KEY, privateKey: e.FLOW_VAPID_PRIVATE_KEY }
          : null,
      subject: e.FLOW_VAPID_SUBJECT ?? (e.FLOW_PUBLIC_URL?.startsWith('https://') ? e.FLOW_PUBLIC_URL : 'mailto:reminders@flow.invalid'),
      checkMs: e.FLOW_PUSH_CHECK_SEC * 1000,
      hosts: e.FLOW_PUSH_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
    },
    content: {
      // Without its own setting, the charities mailbox of the configured public host.
      charitiesEmail: e.FLOW_CHARITIES_EMAIL ?? (e.FLOW_PUBLIC_URL ? `charities@${new URL(e.FLOW_PUBLIC_URL).hostname}` : null),
      creator: e.FLOW_CREATOR ?? null,
    },
    ai: {
      openai: e.OPENAI_API_KEY
        ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL ?? null, model: e.OPENAI_MODEL }
        : null,
      timeoutMs: e.FLOW_AI_TIMEOUT_MS,
      spellingLanguages: e.FLOW_SPELLING_LANGUAGES,
      worker: e.FLOW_AI_WORKER,
      grammar: {
        threads: e.FLOW_GRAMMAR_THREADS,
        queue: e.FLOW_GRAMMAR_QUEUE,
        budgetMs: e.FLOW_GRAMMAR_BUDGET_MS,
        timeoutMs: e.FLOW_GRAMMAR_TIMEOUT_MS,
        maxWordLength: e.FLOW_GRAMMAR_MAX_WORD_LENGTH,
        maxSuggestions: e.FLOW_GRAMMAR_MAX_SUGGESTIONS,
      },
    },
    accounts: {
      oidc:
        e.OIDC_ISSUER && e.OIDC_CLIENT_ID
          ? {
              issuer: e.OIDC_ISSUER,
              clientId: e.OIDC_CLIENT_ID,
              clientSecret: e.OIDC_CLIENT_SECRET ?? null,
              redirectUrl: e.OIDC_REDIRECT_URL ?? null,
              scopes: e.OIDC_SCOPES,
            }
          : null,
      smtpUrl: e.SMTP_URL ?? null,
      mailFrom: e.MAIL_FROM,
      outboxDir: e.FLOW_MAIL_OUTBOX_DIR
        ? fromRoot(e.FLOW_MAIL_OUTBOX_DIR)
        : path.join(embedded ? path.dirname(sqliteFile) : fromRoot('data'), 'outbox'),
      sessionIdleSec: e.FLOW_SESSION_IDLE_SEC,
      sessionAbsoluteSec: e.FLOW_SESSION_ABSOLUTE_SEC,
      signInLinkTtlSec: e.FLOW_SIGNIN_LINK_TTL_SEC,
    },
    moderatorEmails: e.FLOW_MODERATOR_EMAILS,
    trustProxyHops: e.TRUST_PROXY,
    redisTimeoutMs: e.FLOW_REDIS_TIMEOUT_MS,
    dbTimeouts: { acquireMs: e.FLOW_DB_ACQUIRE_TIMEOUT_MS, queryMs: e.FLOW_DB_QUERY_TIMEOUT_MS },
    wsLimits: { perAddress: e.FLOW_WS_MAX_PER_ADDRESS, total: e.FLOW_WS_MAX_TOTAL },
    payments: {
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_PRICE_ID && e.STRIPE_WEBHOOK_SECRET
          ? { secretKey: e.STRIPE_SECRET_KEY, priceId: e.STRIPE_PRICE_ID, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL ?? null }
          : null,
      // The browser's key for Stripe's card form (donations); without it the dialog offers no card.
      stripePublishableKey: e.STRIPE_SECRET_KEY ? (e.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      // Free premium for anyone who asks: never in production unless explicitly wanted.
      sandbox: e.FLOW_PAYMENTS_SANDBOX ?? !production,
      paypal:
        e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
          ? {
              clientId: e.PAYPAL_CLIENT_ID,
              clientSecret: e.PAYPAL_CLIENT_SECRET,
              live: e.PAYPAL_ENVIRONMENT === 'live',
              apiUrl: e.PAYPAL_API_URL ?? null,
              timeoutMs: 10_000,
            }
          : null,
    },
    // A LibreTranslate server is the operator's explicit choice; otherwise the OpenAI key the
    // guidance uses translates too, unless FLOW_TRANSLATE_OPENAI turns that off.
    translation: e.TRANSLATE_URL
      ? { provider: 'libretranslate', url: e.TRANSLATE_URL, apiKey: e.TRANSLATE_API_KEY ?? null, timeoutMs: e.FLOW_TRANSLATE_TIMEOUT_MS }
      : e.OPENAI_API_KEY && e.FLOW_TRANSLATE_OPENAI
        ? { provider: 'openai', apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL ?? null, model: e.OPENAI_MODEL, timeoutMs: e.FLOW_TRANSLATE_TIMEOUT_MS }
        : { provider: 'none' },
  };
}
