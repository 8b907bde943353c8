import type { Knex } from 'knex';

/** Two instances writing to one room at once cannot take the same position: one retries. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chat_messages', (t) => {
    t.unique(['chat_room_id', 'seq'], { indexName: 'chat_messages_room_seq_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chat_messages', (t) => {
    t.dropUnique(['chat_room_id', 'seq'], 'chat_messages_room_seq_unique');
  });
}
