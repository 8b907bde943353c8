import type { CommunityStats } from '@flow/contracts';
import type { Db } from '../platform/db/knex';
import { decodeInt } from '../platform/db/decode';
import { ITEM_TABLE, visibleItems, type ModeratedItemType } from '../moderation/visibility';

export class StatsRepo {
  constructor(private readonly db: Db) {}

  /** Every count in one round trip of scalar subqueries; held and removed items do not count. */
  async counts(): Promise<CommunityStats> {
    const visible = (itemType: ModeratedItemType) => {
      const table = ITEM_TABLE[itemType];
      return visibleItems(this.db(table).count('*'), itemType, `${table}.id`);
    };
    const row = await this.db
      .select({
        posts: visible('post'),
        responses: visible('response'),
        prayerResponses: visible('prayer_response'),
        prayers: this.db('prayers_offered').count('*'),
      })
      .first();
    return {
      postsShared: decodeInt(row?.posts ?? 0),
      responsesGiven: decodeInt(row?.responses ?? 0) + decodeInt(row?.prayerResponses ?? 0),
      prayersOffered: decodeInt(row?.prayers ?? 0),
    };
  }
}
