import type { CommunityStats } from '@flow/contracts';
import type { Cache } from '../platform/cache';
import type { StatsRepo } from './stats.repo';

/** Long enough that a busy wall does not count tables on every page view, short enough to feel live. */
export const STATS_CACHE_MS = 5000;
export const STATS_CACHE_KEY = 'stats:community';

export class StatsService {
  constructor(
    private readonly repo: StatsRepo,
    private readonly cache: Cache,
  ) {}

  async get(): Promise<CommunityStats> {
    const cached = await this.cache.get(STATS_CACHE_KEY).catch(() => null);
    if (cached) return JSON.parse(cached) as CommunityStats;
    const stats = await this.repo.counts();
    await this.cache.set(STATS_CACHE_KEY, JSON.stringify(stats), STATS_CACHE_MS).catch(() => undefined);
    return stats;
  }
}
