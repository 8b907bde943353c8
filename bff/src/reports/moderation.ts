import type { HeartItemType } from '@flow/contracts';
import type { Knex } from 'knex';
import { isUniqueViolation, toDbDate } from '../platform/db/sql';

export type ModeratedItemType = HeartItemType;
export type HoldReason = 'self_harm' | 'reports';

/** The table each kind of wall item lives in. */
export const ITEM_TABLE: Record<ModeratedItemType, string> = {
  post: 'posts',
  response: 'community_responses',
  prayer_request: 'prayer_requests',
  prayer_response: 'prayer_responses',
};

/**
 * Restricts a query to items not held for review. `idColumn` is the (qualified) column holding
 * the item id. A hold whose review is done (`reviewed_at` set) releases the item.
 */
export function notHeld(qb: Knex.QueryBuilder, itemType: ModeratedItemType, idColumn: string): Knex.QueryBuilder {
  return qb.whereNotExists(function heldItems() {
    this.select(1)
      .from('moderation_holds as mh')
      .where('mh.item_type', itemType)
      // Until the shared visibility rule lands: a removal is reviewed but never shown again.
      .where((q) => q.whereNull('mh.reviewed_at').orWhere('mh.decision', 'removed'))
      .whereRaw('mh.item_id = ??', [idColumn]);
  });
}

/** Keeps an item off the wall; a second hold of the same item is a no-op. */
export async function holdItem(
  db: Knex | Knex.Transaction,
  itemType: ModeratedItemType,
  itemId: string,
  reason: HoldReason,
  at: Date,
): Promise<boolean> {
  try {
    await db('moderation_holds').insert({ item_type: itemType, item_id: itemId, reason, created_at: toDbDate(at) });
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}
