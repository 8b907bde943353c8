import type { Knex } from 'knex';
import { createdAt, datetime, tableOptions } from '../sql';

/**
 * One-time e-mail sign-in links. Only a SHA-256 of the token is kept, so reading the table
 * does not give anyone a working link; `used_at` makes a link work once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sign_in_tokens', (t) => {
    tableOptions(knex, t);
    t.string('token_hash', 64).collate('utf8mb4_bin').primary();
    t.string('email', 254).notNullable();
    t.string('return_to', 512);
    datetime(t, 'expires_at').notNullable();
    datetime(t, 'used_at');
    createdAt(knex, t);
    t.index(['expires_at'], 'sign_in_tokens_expires_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sign_in_tokens');
}
