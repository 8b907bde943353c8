import { createClient } from 'redis';
import type { Logger } from '../logger';
import type { Cache } from './cache';

export type RedisClient = ReturnType<typeof createClient>;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface RedisCacheOptions {
  url: string;
  prefix?: string;
  logger: Logger;
  connectTimeoutMs?: number;
}

export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  private subscriber: RedisClient | null = null;
  private lastErrorLog = 0;

  private constructor(
    readonly client: RedisClient,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  static async connect(opts: RedisCacheOptions): Promise<RedisCache> {
    const client = createClient({
      url: opts.url,
      socket: { reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 3000) },
    });
    const cache = new RedisCache(client, opts.prefix ?? '', opts.logger);
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

  async get(key: string): Promise<string | null> {
    return this.client.get(this.key(key));
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    if (ttlMs) await this.client.set(this.key(key), value, { expiration: { type: 'PX', value: ttlMs } });
    else await this.client.set(this.key(key), value);
  }

  async del(key: string): Promise<void> {
    await this.client.del(this.key(key));
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    const k = this.key(key);
    // SET NX PX creates the key with its TTL only once; MULTI makes create+increment atomic.
    const [, value] = await this.client
      .multi()
      .set(k, '0', { condition: 'NX', expiration: { type: 'PX', value: ttlMs } })
      .incr(k)
      .exec();
    return Number(value);
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.client.publish(this.key(channel), message);
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>> {
    if (!this.subscriber) {
      const sub = this.client.duplicate();
      sub.on('error', (err: Error) => this.logError(err));
      await sub.connect();
      this.subscriber = sub;
    }
    const sub = this.subscriber;
    const listener = (message: string) => handler(message);
    await sub.subscribe(this.key(channel), listener);
    return async () => {
      if (sub.isOpen) await sub.unsubscribe(this.key(channel), listener);
    };
  }

  async ping(): Promise<void> {
    // Commands queue while disconnected; readiness must answer now, not after reconnecting.
    await withTimeout(this.client.ping(), 1000, 'Redis ping');
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
