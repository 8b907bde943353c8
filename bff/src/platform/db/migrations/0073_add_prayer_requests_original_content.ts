import type { Knex } from 'knex';

/**
 * What the author wrote, when the public text differs (contact details masked, words replaced by
 * the filter). Private: only its author sees it, and the guidance job answers it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_requests', (t) => {
    t.text('original_content');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_requests', (t) => {
    t.dropColumn('original_content');
  });
}
