import type { Knex } from 'knex';

/** A request goes to a missionary at most once: reassignment always moves it to someone new. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_connections', (t) => {
    t.unique(['prayer_request_id', 'missionary_id'], { indexName: 'prayer_connections_request_missionary_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_connections', (t) => {
    t.dropUnique(['prayer_request_id', 'missionary_id'], 'prayer_connections_request_missionary_unique');
  });
}
