import type { Knex } from 'knex';

/** The visitor's language as the AI helper last saw it: a short "yes" does not say which it is. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chat_session_states', (t) => {
    t.string('language', 16);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chat_session_states', (t) => {
    t.dropColumn('language');
  });
}
