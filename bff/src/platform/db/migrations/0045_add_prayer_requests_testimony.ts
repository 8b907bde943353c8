import type { Knex } from 'knex';

/** The short testimony the author may add when marking the request answered. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_requests', (t) => {
    t.text('testimony');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_requests', (t) => {
    t.dropColumn('testimony');
  });
}
