import type { HeartItemType } from '@flow/contracts';
import type { Knex } from 'knex';
import { isUniqueViolation, toDbDate } from '../platform/db/sql';

/**
 * THE rule for "visible on the wall", in one place. Every read path (lists, single items,
 * responses, hearts, "Pray for this", reports, the guidance job, history, live events) goes
 * through `visibleItems` or `isVisible`; no query writes its own hold condition.
 *
 * An item is visible iff no `moderation_holds` row for it is pending (`reviewed_at IS NULL`) or
 * decided 'removed'. A 'released' decision puts it back; a removed item stays stored, unseen.
 */

export type ModeratedItemType = HeartItemType;
export type HoldReason = 'self_harm' | 'reports';
export type HoldDecision = 'released' | 'removed';

/** The table each kind of wall item lives in. */
export const ITEM_TABLE: Record<ModeratedItemType, string> = {
  post: 'posts',
  response: 'community_responses',
  prayer_request: 'prayer_requests',
  prayer_response: 'prayer_responses',
};

/** Holds that keep their item off the wall, as a correlated subquery on `idColumn`. */
function hidingHolds(this: Knex.QueryBuilder, itemType: ModeratedItemType, idColumn: string): void {
  this.select(1)
    .from('moderation_holds as mh')
    .where('mh.item_type', itemType)
    .whereRaw('mh.item_id = ??', [idColumn])
    .where((hiding) => hiding.whereNull('mh.reviewed_at').orWhere('mh.decision', 'removed'));
}

/**
 * Restricts a query to visible items. `idColumn` is the (qualified) column holding the item id.
 */
export function visibleItems<Q extends Knex.QueryBuilder>(qb: Q, itemType: ModeratedItemType, idColumn: string): Q {
  return qb.whereNotExists(function visibility() {
    hidingHolds.call(this, itemType, idColumn);
  }) as Q;
}

/** The item exists and is visible. */
export async function isVisible(db: Knex | Knex.Transaction, itemType: ModeratedItemType, id: string): Promise<boolean> {
  const qb = db(`${ITEM_TABLE[itemType]} as vi`).where('vi.id', id);
  return (await visibleItems(qb, itemType, 'vi.id').first('vi.id')) !== undefined;
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
