import type { Logger } from '../logger';
import type { Cache } from './cache';
import { MemoryCache } from './memory';
import { RedisCache } from './redis';

export type { Cache } from './cache';
export { MemoryCache } from './memory';
export { CacheUnavailableError, RedisCache } from './redis';

export async function createCache(opts: {
  redisUrl: string | null;
  prefix?: string;
  logger: Logger;
  commandTimeoutMs?: number;
}): Promise<Cache> {
  if (!opts.redisUrl) return new MemoryCache();
  return RedisCache.connect({
    url: opts.redisUrl,
    prefix: opts.prefix,
    logger: opts.logger,
    commandTimeoutMs: opts.commandTimeoutMs,
  });
}
