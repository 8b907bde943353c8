import type { Knex } from 'knex';

/** The reassignment scan: pending connections older than the configured time. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_connections', (t) => {
    t.index(['status', 'connected_at'], 'prayer_connections_status_connected_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_connections', (t) => {
    t.dropIndex(['status', 'connected_at'], 'prayer_connections_status_connected_idx');
  });
}
