import type { Knex } from 'knex';
import { anonymousIdColumn, createdAt, idColumn, tableOptions } from '../sql';

/**
 * Prayer requests sent to one chosen missionary (Connect with a Missionary). Unlike the wall's
 * prayer_requests they are private: only the sender and that missionary ever read them. The
 * missionary's side of the link is the prayer_connections row with the same id as
 * prayer_request_id; a voice request keeps its recording in the media store (`voice_url`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('direct_prayer_requests', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    idColumn(t, 'user_id').notNullable();
    anonymousIdColumn(t, 'anonymous_id').notNullable();
    idColumn(t, 'missionary_id').notNullable();
    t.string('message_type', 16).notNullable().defaultTo('text');
    t.text('content').notNullable();
    t.string('voice_url', 255).nullable();
    t.integer('voice_duration').nullable();
    createdAt(knex, t);
    t.index(['user_id', 'created_at'], 'direct_prayer_requests_user_idx');
    t.index(['anonymous_id'], 'direct_prayer_requests_anonymous_idx');
    t.index(['missionary_id', 'created_at'], 'direct_prayer_requests_missionary_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('direct_prayer_requests');
}
