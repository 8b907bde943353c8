import type { Middleware } from 'koa';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { ALTCHA_HEADER, RATE_LIMIT_REASON_RULES, rateLimitReason } from '@flow/contracts';
import type { Cache } from '../cache';
import { RedisCache, withTimeout } from '../cache/redis';
import type { RateLimitName, RateLimitRule } from '../config';
import type { Logger } from '../logger';
import { requestAddress } from './client-address';
import type { Challenges } from './challenge';
import { STATE_CHANGING } from './csrf';
import { ChallengeRequiredError, RateLimitedError } from './errors';
import type { AppContext, AppState } from './types';

export interface RateLimitOptions {
  rules: Record<RateLimitName, RateLimitRule>;
  /** Per-IP budget = per-identity budget × factor. */
  ipFactor: number;
  cache: Cache;
  logger: Logger;
  /** The caller's bound identity, read before the identity middleware runs. */
  identify(ctx: AppContext): string | undefined;
  /**
   * Proof of work beyond an address's budget: with it, a write over the per-address limit must
   * carry a solved challenge instead of being refused. Without it (or for rules that are not
   * writes), the per-address limit refuses as before.
   */
  challenges?: Challenges;
}

export type RateLimit = (name: RateLimitName) => Middleware<AppState>;

/** What each limit tells the person; limits without their own text use the generic one. */
export const RATE_LIMIT_MESSAGES: Partial<Record<RateLimitName, string>> = {
  posts: "You've shared several posts in a short time. Please wait a few minutes before sharing again.",
  responses: "You've sent many responses in a short time. Please wait a few minutes and try again.",
  hearts: "You're giving hearts very quickly. Please wait a moment and try again.",
  prayerRequests: "You've shared several prayer requests in a short time. Please wait a few minutes before sharing another.",
  prayerResponses: "You've sent many responses in a short time. Please wait a few minutes and try again.",
  prayers: "You've prayed for many items in a short time. Please wait a few minutes and try again.",
  reports: "You've sent many reports in a short time. Please wait a while before reporting again.",
  visitors: 'Too many visit notes from this browser. Please wait a few minutes.',
  signin: "You've made many sign-in attempts from this browser in a short time. Please wait a few minutes and try again.",
};

/**
 * The stable code of each limit with its own text, so the client can say it in any language
 * (the list lives in the contracts; error-codes.unit.test.ts keeps it in step with the texts).
 */
export const RATE_LIMIT_REASONS: Partial<Record<RateLimitName, string>> = Object.fromEntries(
  RATE_LIMIT_REASON_RULES.map((rule) => [rule, rateLimitReason(rule)]),
);
interface Limiter {
  consume(key: string): Promise<RateLimiterRes>;
}

function limiter(
  cache: Cache,
  keyPrefix: string,
  points: number,
  duration: number,
): Limiter {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!(cache instanceof RedisCache)) return memory;
  const redis = new RateLimiterRedis({
    storeClient: cache.client,
    useRedisPackage: true,
    keyPrefix: cache.key(keyPrefix),
    points,
    duration,
    // While Redis is down, limit per instance instead of failing every write.
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
  // The Redis client's own command timeout normally fires first (and the memory insurance
  // limiter takes over); this bounds the wait even if a store call never settles.
  const timeoutMs = cache.commandTimeoutMs * 3;
  return {
    async consume(key) {
      // Redis not answering lately: go straight to the per-instance limiter instead of waiting.
      if (!cache.available) return memory.consume(key);
      try {
        return await withTimeout(redis.consume(key), timeoutMs, 'rate limiter');
      } catch (err) {
        if (err instanceof RateLimiterRes) throw err;
        cache.trip();
        return memory.consume(key);
      }
    },
  };
}

/**
 * Limits per identity and per IP, shared across instances through Redis when configured.
 * `identity` is a per-IP-only rule: there is no identity yet when one is being bound.
 *
 * A congregation on one Wi-Fi is hundreds of people behind one address, so the two limits are not
 * alike: the per-identity limit refuses (one person cannot flood, solved puzzles or not), while
 * the per-address budget, once spent, only asks each further write for a proof of work
 * (X-Altcha, see challenge.ts). Reads are never limited per address here.
 */
/**
 * The community's own writes, which a congregation behind one address makes together: only these
 * may go past the address budget with a proof of work. Everything else (sign-in mail, payments,
 * paid providers, uploads) stays refused at the budget, puzzle or not.
 */
const CHALLENGE_LIMITS: ReadonlySet<RateLimitName> = new Set(['identity', 'posts', 'responses', 'hearts', 'prayerRequests', 'prayerResponses', 'prayers']);
/** Even with solved puzzles, an address stops at this many times its budget (a puzzle costs a script little). */
const CHALLENGE_CEILING = 5;

export function createRateLimit(opts: RateLimitOptions): RateLimit {
  const built = new Map<RateLimitName, Middleware<AppState>>();

  const build = (name: RateLimitName): Middleware<AppState> => {
    const { points, durationSec } = opts.rules[name];
    const ipOnly = name === 'identity';
    const perIdentity = ipOnly ? null : limiter(opts.cache, `rl:${name}:id`, points, durationSec);
    const ipPoints = ipOnly ? points : points * opts.ipFactor;
    const perIp = limiter(opts.cache, `rl:${name}:ip`, ipPoints, durationSec);
    const challenged = opts.challenges && CHALLENGE_LIMITS.has(name);
    const ceiling = challenged ? limiter(opts.cache, `rl:${name}:ipmax`, ipPoints * (CHALLENGE_CEILING - 1), durationSec) : null;

    const settle = async (check: Promise<RateLimiterRes>): Promise<number | null> => {
      try {
        await check;
        return null;
      } catch (err) {
        if (err instanceof RateLimiterRes) return err.msBeforeNext;
        // Store failure with no insurance left: let the request through rather than block everyone
        // (fail open: a few extra writes during an outage beat refusing every write).
        opts.logger.warn({ err: String(err), limit: name }, 'rate limiter unavailable');
        return null;
      }
    };

    return async (ctx, next) => {
      const id = perIdentity ? opts.identify(ctx) : undefined;
      const ipRetryMs = await settle(perIp.consume(requestAddress(ctx)));
      if (ipRetryMs !== null) {
        // Past the budget a puzzle is asked only of a known person's community write; without an
        // identity (or for any other limit) the per-identity limit could not hold a script back.
        if (!challenged || !ceiling || !opts.challenges || !STATE_CHANGING.has(ctx.method) || (!ipOnly && !id)) {
          throw new RateLimitedError(ipRetryMs / 1000, RATE_LIMIT_MESSAGES[name], RATE_LIMIT_REASONS[name]);
        }
        // Asked before the identity's budget is touched: an unsolved attempt costs the person nothing.
        if (!(await opts.challenges.redeem(ctx.get(ALTCHA_HEADER) || undefined))) throw new ChallengeRequiredError();
        const ceilingRetryMs = await settle(ceiling.consume(requestAddress(ctx)));
        if (ceilingRetryMs !== null) throw new RateLimitedError(ceilingRetryMs / 1000, RATE_LIMIT_MESSAGES[name], RATE_LIMIT_REASONS[name]);
      }
      if (perIdentity && id) {
        const idRetryMs = await settle(perIdentity.consume(id));
        if (idRetryMs !== null) throw new RateLimitedError(idRetryMs / 1000, RATE_LIMIT_MESSAGES[name], RATE_LIMIT_REASONS[name]);
      }
      await next();
    };
  };

  return (name) => {
    let mw = built.get(name);
    if (!mw) built.set(name, (mw = build(name)));
    return mw;
  };
}
