import type { Knex } from 'knex';

/**
 * SHA-256 of the random nonce put in an httpOnly cookie of the browser that asked for the link,
 * so opening the link anywhere else asks the person to confirm (login CSRF). Null for links
 * made before this column existed: those count as "another browser".
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sign_in_tokens', (t) => {
    t.string('browser_hash', 64);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sign_in_tokens', (t) => {
    t.dropColumn('browser_hash');
  });
}
