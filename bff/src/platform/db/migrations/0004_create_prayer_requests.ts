import type { Knex } from 'knex';
import { anonymousIdColumn, createdAt, idColumn, tableOptions } from '../sql';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('prayer_requests', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    t.text('content').notNullable();
    anonymousIdColumn(t, 'anonymous_id').notNullable();
    t.boolean('is_answered').notNullable().defaultTo(false);
    createdAt(knex, t);
    t.integer('hearts').notNullable().defaultTo(0);
    t.index(['created_at'], 'prayer_requests_created_at_idx');
    t.index(['anonymous_id'], 'prayer_requests_anonymous_id_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('prayer_requests');
}
