import type { Knex } from 'knex';
import { anonymousIdColumn, createdAt, idColumn, tableOptions } from '../sql';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('prayer_responses', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    idColumn(t, 'prayer_request_id').notNullable();
    t.text('content').notNullable();
    anonymousIdColumn(t, 'anonymous_id').notNullable();
    createdAt(knex, t);
    t.integer('hearts').notNullable().defaultTo(0);
    t.index(['prayer_request_id', 'created_at'], 'prayer_responses_request_created_idx');
    t.foreign('prayer_request_id', 'prayer_responses_request_id_fk')
      .references('id')
      .inTable('prayer_requests')
      .onDelete('CASCADE');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('prayer_responses');
}
