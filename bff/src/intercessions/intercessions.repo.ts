import type { Db } from '../platform/db/knex';
import { decodeInt, decodeString } from '../platform/db/decode';
import { bumpCounter } from '../platform/db/counters';
import { isUniqueViolation, toDbDate } from '../platform/db/sql';

/** Items one can pray for ("Pray for this"). */
export type PrayableType = 'post' | 'prayer_request';

type Row = Record<string, unknown>;

export class IntercessionsRepo {
  constructor(private readonly db: Db) {}

  /**
   * Records a prayer; false when this identity already prayed for the item on that day. The
   * primary key decides, so two prayers racing from one identity still count once.
   */
  async record(itemType: PrayableType, itemId: string, identity: string, day: string, at: Date): Promise<boolean> {
    try {
      await this.db.transaction(async (trx) => {
        await trx('prayers_offered').insert({ item_type: itemType, item_id: itemId, identity, day, created_at: toDbDate(at) });
        await bumpCounter(trx, 'prayers_offered');
      });
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  /** How many different people prayed for each item (ever). */
  async peopleCounts(itemType: PrayableType, itemIds: string[]): Promise<Map<string, number>> {
    if (!itemIds.length) return new Map();
    const rows = await this.db('prayers_offered')
      .select('item_id')
      .countDistinct({ n: 'identity' })
      .where({ item_type: itemType })
      .whereIn('item_id', itemIds)
      .groupBy('item_id');
    return new Map(rows.map((r: Row) => [decodeString(r.item_id), decodeInt(r.n)]));
  }

  async total(): Promise<number> {
    const row = await this.db('prayers_offered').count({ n: '*' }).first();
    return decodeInt(row?.n ?? 0);
  }
}
