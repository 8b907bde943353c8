import type { Knex } from 'knex';
import { idColumn } from '../sql';

/**
 * The account a missionary signs in with: the dashboard and every missionary call are authorised
 * by that account's session, never by a missionary id the browser sends. One profile per account;
 * null for the seeded AI helpers.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('missionaries', (t) => {
    idColumn(t, 'user_id');
    t.unique(['user_id'], { indexName: 'missionaries_user_id_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('missionaries', (t) => {
    t.dropUnique(['user_id'], 'missionaries_user_id_unique');
    t.dropColumn('user_id');
  });
}
