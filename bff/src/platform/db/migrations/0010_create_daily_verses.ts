import type { Knex } from 'knex';
import { createdAt, idColumn, tableOptions } from '../sql';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('daily_verses', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    t.text('verse').notNullable();
    t.string('reference', 255).notNullable();
    t.string('source', 16).notNullable();
    // Calendar day `yyyy-MM-dd`: the verse is chosen per day, not per instant.
    t.string('date', 10).notNullable().unique({ indexName: 'daily_verses_date_unique' });
    createdAt(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('daily_verses');
}
