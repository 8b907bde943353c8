import type { ReportReason } from '@flow/contracts';
import type { Db } from '../platform/db/knex';
import { decodeInt } from '../platform/db/decode';
import { isUniqueViolation, toDbDate } from '../platform/db/sql';
import { holdItem, isVisible, type ModeratedItemType } from '../moderation/visibility';

export class ReportsRepo {
  constructor(private readonly db: Db) {}

  /** The item exists and is on view (already held items need no more reports). */
  async isVisible(itemType: ModeratedItemType, itemId: string): Promise<boolean> {
    return isVisible(this.db, itemType, itemId);
  }

  /** false when this identity had already reported the item. */
  async record(
    itemType: ModeratedItemType,
    itemId: string,
    identity: string,
    reason: ReportReason,
    details: string | null,
    at: Date,
  ): Promise<boolean> {
    try {
      await this.db('reports').insert({
        item_type: itemType,
        item_id: itemId,
        identity,
        reason,
        details,
        created_at: toDbDate(at),
      });
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  async reporters(itemType: ModeratedItemType, itemId: string): Promise<number> {
    const row = await this.db('reports').where({ item_type: itemType, item_id: itemId }).count({ n: '*' }).first();
    return decodeInt(row?.n ?? 0);
  }

  hold(itemType: ModeratedItemType, itemId: string, at: Date): Promise<boolean> {
    return holdItem(this.db, itemType, itemId, 'reports', at);
  }
}
