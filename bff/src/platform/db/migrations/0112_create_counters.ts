import type { Knex } from 'knex';
import { tableOptions } from '../sql';

/** What `counters` counts: each wall table's rows, prayers offered, and visitors (people). */
export const COUNTED = ['posts', 'community_responses', 'prayer_requests', 'prayer_responses', 'prayers_offered'] as const;

/**
 * Running totals, kept in the transaction of each insert, so the community statistics are read
 * from a handful of rows instead of counting ever-growing tables on each poll (issue 17).
 * Filled here from the tables as they are.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('counters', (t) => {
    tableOptions(knex, t);
    t.string('name', 64).primary();
    t.bigInteger('n').notNullable().defaultTo(0);
  });
  const rows: Array<{ name: string; n: number }> = [];
  for (const table of COUNTED) {
    const row = await knex(table).count({ n: '*' }).first();
    rows.push({ name: table, n: Number(row?.n ?? 0) });
  }
  const people = await knex('visitors').countDistinct({ n: knex.raw('COALESCE(anonymous_id, id)') }).first();
  rows.push({ name: 'visitors', n: Number(people?.n ?? 0) });
  await knex('counters').insert(rows);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('counters');
}
