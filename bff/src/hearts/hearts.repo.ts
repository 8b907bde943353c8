import type { HeartItemType } from '@flow/contracts';
import type { Knex } from 'knex';
import type { Db } from '../platform/db/knex';
import { decodeInt } from '../platform/db/decode';
import { isUniqueViolation, toDbDate, withTransactionRetry } from '../platform/db/sql';
import { visibleItems } from '../moderation/visibility';

/** The table whose `hearts` column counts the hearts of each item type. */
const COUNTED_IN: Record<HeartItemType, string> = {
  post: 'posts',
  response: 'community_responses',
  prayer_request: 'prayer_requests',
  prayer_response: 'prayer_responses',
};

export interface HeartOutcome {
  hearts: number;
  liked: boolean;
  changed: boolean;
}

/** true: like, false: unlike, null: leave as is. Decided from the count read in the transaction. */
export type HeartDecision = (currentHearts: number) => boolean | null;

export class HeartsRepo {
  constructor(private readonly db: Db) {}

  /**
   * One heart per identity per item. The `hearts` row is the truth and the count follows it in
   * the same transaction: a like whose insert hits the primary key was already counted, an unlike
   * that deletes nothing was never counted, so repeats and races cannot drift the count.
   * null when the item does not exist or is not visible (held, removed): a heart is a read path too.
   */
  async apply(
    itemType: HeartItemType,
    itemId: string,
    identity: string,
    decide: HeartDecision,
    at: Date,
  ): Promise<HeartOutcome | null> {
    const table = COUNTED_IN[itemType];
    const key = { item_type: itemType, item_id: itemId, identity };
    return withTransactionRetry(this.db, async (trx) => {
      const before = await visibleItems(trx(table).where(`${table}.id`, itemId), itemType, `${table}.id`).first('hearts');
      if (!before) return null;
      const want = decide(decodeInt(before.hearts));
      let changed = false;
      if (want === true) {
        changed = await insertOnce(trx, { ...key, created_at: toDbDate(at) });
        if (changed) await trx(table).where({ id: itemId }).increment('hearts', 1);
      } else if (want === false) {
        changed = (await trx('hearts').where(key).del()) > 0;
        if (changed) await trx(table).where({ id: itemId }).andWhere('hearts', '>', 0).decrement('hearts', 1);
      }
      const after = await trx(table).where({ id: itemId }).first('hearts');
      const liked = want ?? (await trx('hearts').where(key).first('identity')) !== undefined;
      return { hearts: decodeInt(after?.hearts ?? 0), liked, changed };
    });
  }

}

async function insertOnce(trx: Knex.Transaction, row: Record<string, string>): Promise<boolean> {
  try {
    await trx('hearts').insert(row);
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}
