import path from 'node:path';
import { RemoteName } from '@flow/contracts';
import { z } from 'zod';

export const RATE_LIMIT_NAMES = ['posts', 'responses', 'hearts', 'identity'] as const;
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
  shutdownTimeoutMs: number;
}

export type ResolvedConfig = Config & { secret: string };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const RATE_LIMIT_DEFAULTS: Record<RateLimitName, string> = {
  posts: '10/600',
  responses: '30/600',
  hearts: '120/60',
  identity: '30/600',
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
  TRUST_PROXY: bool.default(false),
  FLOW_RATE_LIMIT_POSTS: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.posts)),
  FLOW_RATE_LIMIT_RESPONSES: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.responses)),
  FLOW_RATE_LIMIT_HEARTS: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.hearts)),
  FLOW_RATE_LIMIT_IDENTITY: rateLimit.default(() => rateLimit.parse(RATE_LIMIT_DEFAULTS.identity)),
  FLOW_RATE_LIMIT_IP_FACTOR: int(1, 10_000).default(5),
  FLOW_SHUTDOWN_TIMEOUT_MS: int(0, 600_000).default(10_000),
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
    database: embedded ? { client: 'sqlite', file: sqliteFile } : { client: 'mysql', url: e.DATABASE_URL! },
    redisUrl: e.REDIS_URL ?? null,
    secret: e.FLOW_SECRET ?? null,
    staticRoot: fromRoot(e.FLOW_STATIC_ROOT ?? '.'),
    remotes,
    remoteTimeoutMs: e.FLOW_REMOTE_TIMEOUT_MS,
    allowedOrigins: e.FLOW_ALLOWED_ORIGINS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      posts: e.FLOW_RATE_LIMIT_POSTS,
      responses: e.FLOW_RATE_LIMIT_RESPONSES,
      hearts: e.FLOW_RATE_LIMIT_HEARTS,
      identity: e.FLOW_RATE_LIMIT_IDENTITY,
    },
    rateLimitIpFactor: e.FLOW_RATE_LIMIT_IP_FACTOR,
    shutdownTimeoutMs: e.FLOW_SHUTDOWN_TIMEOUT_MS,
  };
}
