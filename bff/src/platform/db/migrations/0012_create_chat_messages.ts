import type { Knex } from 'knex';
import { anonymousIdColumn, createdAt, idColumn, tableOptions } from '../sql';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chat_messages', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    idColumn(t, 'chat_room_id').notNullable();
    t.string('sender_type', 16).notNullable();
    anonymousIdColumn(t, 'sender_anonymous_id');
    idColumn(t, 'sender_missionary_id');
    t.string('message_type', 16).notNullable().defaultTo('text');
    t.text('content');
    t.string('voice_url', 1024);
    t.integer('voice_duration');
    // JSON text (followUpQuestion, suggestions, selectedTopic); malformed content is ignored.
    t.text('metadata');
    t.boolean('is_read').notNullable().defaultTo(false);
    createdAt(knex, t);
    t.index(['chat_room_id', 'created_at'], 'chat_messages_room_created_idx');
    t.foreign('chat_room_id', 'chat_messages_room_id_fk').references('id').inTable('chat_rooms').onDelete('CASCADE');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('chat_messages');
}
