import type { Knex } from 'knex';
import { idColumn } from '../sql';

/** The id the sending client chose, so a send retried after a lost answer is stored once. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chat_messages', (t) => {
    idColumn(t, 'client_message_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chat_messages', (t) => {
    t.dropColumn('client_message_id');
  });
}
