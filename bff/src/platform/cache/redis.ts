import { createClient } from 'redis';
import { ServiceUnavailableError } from '../http/errors';
import type { Logger } from '../logger';
import type { Cache } from './cache';

export type RedisClient = ReturnType<typeof createClient>;

/** Default for FLOW_REDIS_TIMEOUT_MS: a healthy Redis answers in well under a millisecond. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Reconnect attempts back off up to this, so service resumes within ~1 s of Redis returning. */
const MAX_RECONNECT_DELAY_MS = 1000;
/**
 * After a command times out (Redis connected but not answering), calls fail at once for this
 * long instead of each waiting out its own timeout; then the next call tries Redis again.
 */
const TRIPPED_MS = 1000;

export const CACHE_UNAVAILABLE_MESSAGE = 'This service is briefly unavailable. Please try again in a moment.';

/**
 * Redis did not answer in time or is not connected. Callers that can do without the cache catch
 * it (fail open); anyone who cannot (sessions) lets it become a 503 in the one error shape.
 */
export class CacheUnavailableError extends ServiceUnavailableError {
  /** `diagnosis` is for logs only: an error's `reason` is the translatable code sent to people. */
  constructor(readonly diagnosis: string) {
    super(CACHE_UNAVAILABLE_MESSAGE);
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    // Timers run before I/O in each turn of the event loop: after a stall (a busy machine) the
    // timer and the answer can both be due, and the answer must win. setImmediate runs after
    // this turn's I/O, so only a reply that has really not arrived counts as a timeout.
    timer = setTimeout(() => setImmediate(() => reject(new Error(`${what} timed out after ${ms} ms`))), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface RedisCacheOptions {
  url: string;
  prefix?: string;
  logger: Logger;
  connectTimeoutMs?: number;
  /** Shown by Redis's CLIENT LIST for this cache's connections (its subscriber's too). */
  clientName?: string;
  /** Longest wait for any one command before it counts as Redis being unavailable. */
  commandTimeoutMs?: number;
}

export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  private subscriber: RedisClient | null = null;
  /** One connection for every subscription, shared by calls that arrive while it connects. */
  private subscriberReady: Promise<RedisClient> | null = null;
  private lastErrorLog = 0;
  private trippedUntil = 0;

  private constructor(
    readonly client: RedisClient,
    private readonly prefix: string,
    private readonly logger: Logger,
    readonly commandTimeoutMs: number,
  ) {}

  static async connect(opts: RedisCacheOptions): Promise<RedisCache> {
    const commandTimeoutMs = opts.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS;
    const client = createClient({
      url: opts.url,
      name: opts.clientName,
      // While disconnected, commands fail at once instead of queueing until Redis is back: a
      // request must never wait for an outage to end. The rate limiter's commands go through
      // this client too, so they get the same timeout.
      disableOfflineQueue: true,
      // A backstop, mainly for the rate limiter's commands; the cache's own calls are bounded by
      // run() below. Twice as long, because this timer does not yield to a reply already due.
      commandOptions: { timeout: commandTimeoutMs * 2 },
      socket: {
        connectTimeout: 5000,
        reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
      },
    });
    const cache = new RedisCache(client, opts.prefix ?? '', opts.logger, commandTimeoutMs);
    client.on('error', (err: Error) => cache.logError(err));
    try {
      await withTimeout(client.connect(), opts.connectTimeoutMs ?? 5000, `Connecting to Redis at ${opts.url}`);
    } catch (err) {
      try {
        client.destroy();
      } catch {
        // already closed
      }
      throw err;
    }
    return cache;
  }

  /** Without an error listener node-redis would crash the process; one line per 10 s is enough. */
  private logError(err: Error): void {
    const t = Date.now();
    if (t - this.lastErrorLog < 10_000) return;
    this.lastErrorLog = t;
    this.logger.error({ err: err.message }, 'redis connection error');
  }

  /** Prefix shared with other Redis users of this instance (rate limiter). */
  key(key: string): string {
    return this.prefix + key;
  }

  /**
   * Every command goes through here: bounded by the command timeout (also when the connection
   * is up but Redis does not answer) and failing as CacheUnavailableError.
   */
  private async run<T>(what: string, command: () => Promise<T>): Promise<T> {
    if (!this.available) throw new CacheUnavailableError('Redis is not connected or recently timed out');
    try {
      return await withTimeout(command(), this.commandTimeoutMs, `Redis ${what}`);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (/timed out|timeout/i.test(reason)) this.trip();
      this.logError(new Error(reason));
      throw new CacheUnavailableError(reason);
    }
  }

  /** Connected and not recently timing out: worth sending a command to. */
  get available(): boolean {
    return this.client.isReady && Date.now() >= this.trippedUntil;
  }

  /** A command timed out: fail fast for a moment (also used by the rate limiter). */
  trip(): void {
    this.trippedUntil = Date.now() + TRIPPED_MS;
  }

  async get(key: string): Promise<string | null> {
    return this.run('GET', () => this.client.get(this.key(key)));
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    await this.run('SET', async () => {
      if (ttlMs) await this.client.set(this.key(key), value, { expiration: { type: 'PX', value: ttlMs } });
      else await this.client.set(this.key(key), value);
    });
  }

  async del(key: string): Promise<void> {
    await this.run('DEL', () => this.client.del(this.key(key)));
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    const k = this.key(key);
    // SET NX PX creates the key with its TTL only once; MULTI makes create+increment atomic.
    const [, value] = await this.run('INCR', () =>
      this.client
        .multi()
        .set(k, '0', { condition: 'NX', expiration: { type: 'PX', value: ttlMs } })
        .incr(k)
        .exec(),
    );
    return Number(value);
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.run('PUBLISH', () => this.client.publish(this.key(channel), message));
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>> {
    // Several modules subscribe at boot in the same tick: without the shared promise each would
    // open its own connection, and all but the last would never be closed (a hung shutdown).
    if (!this.subscriberReady) {
      const sub = this.client.duplicate();
      sub.on('error', (err: Error) => this.logError(err));
      // Known to close() even while it connects.
      this.subscriber = sub;
      // Subscriptions are restored by the client itself after each reconnect.
      const ready = withTimeout(sub.connect(), 10_000, 'Connecting the Redis subscriber').then(() => sub);
      this.subscriberReady = ready;
      ready.catch(() => {
        if (this.subscriberReady === ready) {
          this.subscriberReady = null;
          this.subscriber = null;
        }
        try {
          sub.destroy();
        } catch {
          // already closed
        }
      });
    }
    const sub = await this.subscriberReady;
    const listener = (message: string) => handler(message);
    await this.run('SUBSCRIBE', () => sub.subscribe(this.key(channel), listener));
    return async () => {
      if (sub.isOpen) await this.run('UNSUBSCRIBE', () => sub.unsubscribe(this.key(channel), listener));
    };
  }

  async ping(): Promise<void> {
    await this.run('PING', () => this.client.ping());
  }

  /** Deletes every key under this cache's prefix (test isolation). */
  async deleteAllWithPrefix(): Promise<void> {
    if (!this.prefix) throw new Error('Refusing to delete every key of an unprefixed Redis');
    for await (const keys of this.client.scanIterator({ MATCH: `${this.prefix}*`, COUNT: 500 })) {
      if (keys.length) await this.client.del(keys);
    }
  }

  async close(): Promise<void> {
    const clients = [this.subscriber, this.client].filter((c): c is RedisClient => c !== null);
    await Promise.all(
      clients.map(async (c) => {
        if (!c.isOpen) return;
        try {
          await c.close();
        } catch {
          c.destroy();
        }
      }),
    );
  }
}
