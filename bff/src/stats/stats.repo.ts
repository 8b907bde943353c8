import type { CommunityStats } from '@flow/contracts';
import type { Db } from '../platform/db/knex';
import { readCounters } from '../platform/db/counters';
import { decodeInt, decodeString } from '../platform/db/decode';

export class StatsRepo {
  constructor(private readonly db: Db) {}

  /**
   * Held and removed items do not count: the running totals (kept with each insert) less the
   * items a hold keeps off the wall, which are few. Neither read grows with the wall.
   */
  async counts(): Promise<CommunityStats> {
    const [totals, hiddenRows] = await Promise.all([
      readCounters(this.db, ['posts', 'community_responses', 'prayer_responses', 'prayers_offered']),
      this.db('moderation_holds')
        .select('item_type')
        .count({ n: '*' })
        .whereIn('item_type', ['post', 'response', 'prayer_response'])
        .where((hiding) => hiding.whereNull('reviewed_at').orWhere('decision', 'removed'))
        .groupBy('item_type'),
    ]);
    const hidden = new Map(hiddenRows.map((r: Record<string, unknown>) => [decodeString(r.item_type), decodeInt(r.n)]));
    const visible = (total: number | undefined, itemType: string) => Math.max(0, (total ?? 0) - (hidden.get(itemType) ?? 0));
    return {
      postsShared: visible(totals.get('posts'), 'post'),
      responsesGiven: visible(totals.get('community_responses'), 'response') + visible(totals.get('prayer_responses'), 'prayer_response'),
      prayersOffered: totals.get('prayers_offered') ?? 0,
    };
  }
}
