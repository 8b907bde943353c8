import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Db } from '../platform/db/knex';
import { decodeInt, decodeNullableDate, decodeString } from '../platform/db/decode';
import { isUniqueViolation, toDbDate } from '../platform/db/sql';

export interface PlanRecord {
  tier: string;
  status: string;
  currentPeriodEnd: string | null;
}

export interface Counters {
  month: number;
  week: number;
}

/** The usage counters (`usage` per month, `usage_weeks` per week) and the plan they are counted against. */
export class QuotaRepo {
  constructor(private readonly db: Db) {}

  /**
   * An active subscription if there is one (a person who cancelled and subscribed again has two
   * rows, and a late event about the old one must not hide the new), else the latest changed.
   */
  async plan(userId: string): Promise<PlanRecord | null> {
    const row = await this.db('subscriptions')
      .where({ user_id: userId })
      .orderByRaw("CASE WHEN status = 'active' THEN 0 ELSE 1 END")
      .orderBy([
        { column: 'updated_at', order: 'desc' },
        { column: 'created_at', order: 'desc' },
      ])
      .first('tier', 'status', 'current_period_end');
    if (!row) return null;
    return {
      tier: decodeString(row.tier),
      status: decodeString(row.status),
      currentPeriodEnd: decodeNullableDate(row.current_period_end),
    };
  }

  async counters(userId: string, month: string, week: string): Promise<Counters> {
    const [m, w] = await Promise.all([
      this.db('usage').where({ user_id: userId, month }).first('prayers_used'),
      this.db('usage_weeks').where({ user_id: userId, week }).first('prayers_used'),
    ]);
    return { month: m ? decodeInt(m.prayers_used) : 0, week: w ? decodeInt(w.prayers_used) : 0 };
  }

  /**
   * Creates the month's and the week's counter rows if missing, each in its own statement and
   * outside the spending transaction: on InnoDB an INSERT that meets an existing key takes a
   * shared lock, and two transactions that both did so before their UPDATE would deadlock.
   */
  async ensureCounters(userId: string, month: string, week: string, at: Date): Promise<void> {
    const stamp = toDbDate(at);
    await this.insertIfAbsent('usage', { id: randomUUID(), user_id: userId, month, prayers_used: 0, created_at: stamp, updated_at: stamp });
    await this.insertIfAbsent('usage_weeks', { id: randomUUID(), user_id: userId, week, prayers_used: 0, created_at: stamp, updated_at: stamp });
  }

  private async insertIfAbsent(table: string, row: Record<string, unknown>): Promise<void> {
    try {
      await this.db(table).insert(row);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }

  /**
   * Raises a counter by one only while it is below `limit`, in one statement: the row lock the
   * UPDATE takes (InnoDB) or the database write lock (SQLite) means two requests at the last unit
   * cannot both see room. Returns whether it was raised.
   */
  async take(trx: Knex.Transaction, table: 'usage' | 'usage_weeks', key: Record<string, string>, limit: number, at: Date): Promise<boolean> {
    const changed = await trx(table)
      .where(key)
      .where('prayers_used', '<', limit)
      .update({ prayers_used: trx.raw('prayers_used + 1'), updated_at: toDbDate(at) });
    return Number(changed) === 1;
  }
}
