import type { Knex } from 'knex';
import { anonymousIdColumn, createdAt, datetime, idColumn, tableOptions } from '../sql';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chat_rooms', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    anonymousIdColumn(t, 'user_anonymous_id').notNullable();
    idColumn(t, 'missionary_id');
    t.string('status', 32).notNullable().defaultTo('active');
    datetime(t, 'last_message_at');
    createdAt(knex, t);
    t.index(['user_anonymous_id'], 'chat_rooms_user_idx');
    t.index(['missionary_id'], 'chat_rooms_missionary_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('chat_rooms');
}
