import type { Knex } from 'knex';
import { tableOptions } from '../sql';

/** Server-side sessions of signed-in users (design: sessions are stored server-side). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sessions', (t) => {
    tableOptions(knex, t);
    t.string('sid', 255).collate('utf8mb4_bin').primary();
    t.text('sess').notNullable();
    t.datetime('expire', { precision: 3 }).notNullable();
    t.index(['expire'], 'sessions_expire_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sessions');
}
