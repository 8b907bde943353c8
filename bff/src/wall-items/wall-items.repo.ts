import type { Knex } from 'knex';
import { decodeString } from '../platform/db/decode';
import { bumpCounter, type CounterName } from '../platform/db/counters';
import { isForeignKeyViolation } from '../platform/db/sql';
import { ITEM_TABLE, holdItem, type ModeratedItemType } from '../moderation/visibility';

/**
 * Data access shared by every kind of wall item (posts, responses, prayer requests, prayer
 * responses), so the two parallel modules cannot drift apart on how an item is stored or read.
 */
export class WallItemsRepo {
  constructor(private readonly db: Knex) {}

  /** Which of `ids` this identity has given a heart. */
  async likedIds(identity: string, itemType: ModeratedItemType, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.db('hearts').select('item_id').where({ identity, item_type: itemType }).whereIn('item_id', ids);
    return new Set(rows.map((r: Record<string, unknown>) => decodeString(r.item_id)));
  }

  /**
   * Stores an item. A held one gets its hold first, in the same transaction, so it is never
   * visible for an instant. false when the item it answers does not exist (or vanished between
   * the check and the insert).
   */
  async insert(itemType: ModeratedItemType, row: Record<string, unknown> & { id: string }, held: boolean, at: Date): Promise<boolean> {
    try {
      await this.db.transaction(async (trx) => {
        if (held) await holdItem(trx, itemType, row.id, 'self_harm', at);
        await trx(ITEM_TABLE[itemType]).insert(row);
        await bumpCounter(trx, ITEM_TABLE[itemType] as CounterName);
      });
      return true;
    } catch (err) {
      if (isForeignKeyViolation(err)) return false;
      throw err;
    }
  }
}
