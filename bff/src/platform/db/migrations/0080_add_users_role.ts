import type { Knex } from 'knex';

/**
 * A role on accounts. null is an ordinary member; 'moderator' may review the moderation queue.
 * Granted with `npm run moderator -- grant <email>` or by listing the e-mail in
 * FLOW_MODERATOR_EMAILS (that list is read at request time and never written here).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('role', 16);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('role');
  });
}
