import type { Knex } from 'knex';

/**
 * The position of a message in its room (1, 2, 3...). Timestamps can tie and ids are random, so
 * this is what orders a conversation and what a reconnecting client resumes after.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chat_messages', (t) => {
    t.integer('seq');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chat_messages', (t) => {
    t.dropColumn('seq');
  });
}
