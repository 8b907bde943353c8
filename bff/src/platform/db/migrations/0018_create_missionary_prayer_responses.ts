import type { Knex } from 'knex';
import { createdAt, idColumn, tableOptions } from '../sql';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('missionary_prayer_responses', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    idColumn(t, 'prayer_request_id').notNullable();
    idColumn(t, 'missionary_id').notNullable();
    t.string('response_type', 16).notNullable().defaultTo('text');
    t.text('content');
    t.string('voice_url', 1024);
    t.integer('voice_duration');
    t.boolean('is_read').notNullable().defaultTo(false);
    createdAt(knex, t);
    t.index(['prayer_request_id'], 'missionary_prayer_responses_request_idx');
    t.index(['missionary_id'], 'missionary_prayer_responses_missionary_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('missionary_prayer_responses');
}
