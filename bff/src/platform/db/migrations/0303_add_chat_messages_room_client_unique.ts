import type { Knex } from 'knex';

/** One stored message per client id in a room (NULLs, from the AI helper, never collide). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chat_messages', (t) => {
    t.unique(['chat_room_id', 'client_message_id'], { indexName: 'chat_messages_room_client_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chat_messages', (t) => {
    t.dropUnique(['chat_room_id', 'client_message_id'], 'chat_messages_room_client_unique');
  });
}
