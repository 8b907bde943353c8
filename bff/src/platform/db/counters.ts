import type { Knex } from 'knex';
import { decodeInt, decodeString } from './decode';
import type { COUNTED } from './migrations/0112_create_counters';

/** A running total in `counters` (migration 0112): a wall table's rows, prayers offered, or visitors. */
export type CounterName = (typeof COUNTED)[number] | 'visitors';

/** Adds to a total; call it in the transaction of the write it counts, so the two never drift. */
export async function bumpCounter(db: Knex | Knex.Transaction, name: CounterName, by = 1): Promise<void> {
  await db('counters').where({ name }).increment('n', by);
}

export async function readCounters(db: Knex, names: CounterName[]): Promise<Map<CounterName, number>> {
  const rows = await db('counters').select('name', 'n').whereIn('name', names);
  return new Map(rows.map((r: Record<string, unknown>) => [decodeString(r.name) as CounterName, decodeInt(r.n)]));
}
