import type { Knex } from 'knex';

/**
 * The kind of care an answer carries ('crisis' | 'abuse', null for none), so the author's card
 * can show the help lines beside it after a reload, not only when it first arrives.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ai_responses', (t) => {
    t.string('care', 16);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ai_responses', (t) => {
    t.dropColumn('care');
  });
}
