import type { ModerationItemKind } from '@flow/contracts';
import type { Knex } from 'knex';
import { isUniqueViolation, toDbDate } from '../platform/db/sql';

/**
 * Asks a moderator to look at an item that stays visible (e.g. a post that reads as distress).
 * The same reason twice is one flag; false when it was already flagged for that reason.
 */
export async function flagForAttention(
  db: Knex | Knex.Transaction,
  itemType: ModerationItemKind,
  itemId: string,
  reason: string,
  at: Date,
): Promise<boolean> {
  try {
    await db('moderation_flags').insert({ item_type: itemType, item_id: itemId, reason, created_at: toDbDate(at) });
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}
