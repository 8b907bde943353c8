import type { Knex } from 'knex';
import { anonymousIdColumn, createdAt, idColumn, tableOptions } from '../sql';

/**
 * "Pray for this": who prayed for what, on which day of the wall's calendar. The primary key is
 * the rule (one prayer per identity per item per day), so a repeat or a race inserts nothing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('prayers_offered', (t) => {
    tableOptions(knex, t);
    t.string('item_type', 32).notNullable();
    idColumn(t, 'item_id').notNullable();
    anonymousIdColumn(t, 'identity').notNullable();
    t.string('day', 10).notNullable();
    createdAt(knex, t);
    t.primary(['item_type', 'item_id', 'identity', 'day'], 'prayers_offered_pkey');
    t.index(['identity', 'day'], 'prayers_offered_identity_day_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('prayers_offered');
}
