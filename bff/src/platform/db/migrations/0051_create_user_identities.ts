import type { Knex } from 'knex';
import { anonymousIdColumn, createdAt, idColumn, tableOptions } from '../sql';

/**
 * Every anonymous identity that has signed in to an account. `users.anonymous_id` is the
 * account's own identity; a browser that used another one before signing in is linked here so
 * its earlier posts and prayer requests join the account's history.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_identities', (t) => {
    tableOptions(knex, t);
    anonymousIdColumn(t, 'anonymous_id').primary();
    idColumn(t, 'user_id').notNullable();
    createdAt(knex, t);
    t.index(['user_id'], 'user_identities_user_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('user_identities');
}
