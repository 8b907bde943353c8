import type { Knex } from 'knex';
import { anonymousIdColumn, createdAt, tableOptions } from '../sql';

/** Every anon_ id bound to a browser; the primary key makes claiming an id race-safe. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('identities', (t) => {
    tableOptions(knex, t);
    anonymousIdColumn(t, 'anonymous_id').primary();
    createdAt(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('identities');
}
