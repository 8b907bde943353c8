import type { Knex } from 'knex';
import { createdAt, idColumn, tableOptions } from '../sql';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('devotionals', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    t.string('title', 255).notNullable();
    t.text('content').notNullable();
    // JSON-encoded list of tags.
    t.text('tags');
    createdAt(knex, t);
    createdAt(knex, t, 'updated_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('devotionals');
}
