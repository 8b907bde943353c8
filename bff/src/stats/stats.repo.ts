import type { CommunityStats } from '@flow/contracts';
import type { Db } from '../platform/db/knex';
import { decodeInt } from '../platform/db/decode';

export class StatsRepo {
  constructor(private readonly db: Db) {}

  /** Every count in one round trip of scalar subqueries. */
  async counts(): Promise<CommunityStats> {
    const count = (table: string) => this.db(table).count('*');
    const row = await this.db
      .select({
        posts: count('posts'),
        responses: count('community_responses'),
        prayerResponses: count('prayer_responses'),
        prayers: count('prayers_offered'),
      })
      .first();
    return {
      postsShared: decodeInt(row?.posts ?? 0),
      responsesGiven: decodeInt(row?.responses ?? 0) + decodeInt(row?.prayerResponses ?? 0),
      prayersOffered: decodeInt(row?.prayers ?? 0),
    };
  }
}
