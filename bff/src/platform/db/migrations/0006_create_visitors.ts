import type { Knex } from 'knex';
import { anonymousIdColumn, createdAt, idColumn, tableOptions } from '../sql';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('visitors', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    t.string('country', 100);
    t.string('country_code', 8);
    anonymousIdColumn(t, 'anonymous_id');
    createdAt(knex, t);
    t.index(['anonymous_id'], 'visitors_anonymous_id_idx');
    t.index(['country_code'], 'visitors_country_code_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('visitors');
}
