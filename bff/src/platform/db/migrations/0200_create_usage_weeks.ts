import type { Knex } from 'knex';
import { createdAt, idColumn, tableOptions } from '../sql';

/**
 * Premium's weekly cap (2 a week) beside the monthly `usage` row: one counter per user and week
 * (the week's Monday, `yyyy-MM-dd`), unique so it can be raised with a conditional UPDATE.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('usage_weeks', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    idColumn(t, 'user_id').notNullable();
    t.string('week', 10).notNullable();
    t.integer('prayers_used').notNullable().defaultTo(0);
    createdAt(knex, t);
    createdAt(knex, t, 'updated_at');
    t.unique(['user_id', 'week'], { indexName: 'usage_weeks_user_week_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('usage_weeks');
}
