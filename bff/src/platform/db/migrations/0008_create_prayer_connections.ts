import type { Knex } from 'knex';
import { createdAt, datetime, idColumn, tableOptions } from '../sql';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('prayer_connections', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    idColumn(t, 'prayer_request_id').notNullable();
    idColumn(t, 'missionary_id').notNullable();
    t.string('status', 32).notNullable().defaultTo('pending');
    datetime(t, 'connected_at');
    datetime(t, 'completed_at');
    createdAt(knex, t);
    t.index(['prayer_request_id'], 'prayer_connections_request_idx');
    t.index(['missionary_id', 'status'], 'prayer_connections_missionary_status_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('prayer_connections');
}
