import type { Knex } from 'knex';
import { createdAt, idColumn, tableOptions } from '../sql';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('usage', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    idColumn(t, 'user_id').notNullable();
    // Month `yyyy-MM`; unique per user so quota counters can be incremented atomically.
    t.string('month', 7).notNullable();
    t.integer('prayers_used').notNullable().defaultTo(0);
    createdAt(knex, t);
    createdAt(knex, t, 'updated_at');
    t.unique(['user_id', 'month'], { indexName: 'usage_user_month_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('usage');
}
