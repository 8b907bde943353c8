import type { Knex } from 'knex';
import { idColumn } from '../sql';

/** The church site a prayer request was shared from (null: Flow itself). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_requests', (t) => {
    idColumn(t, 'site_id').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_requests', (t) => {
    t.dropColumn('site_id');
  });
}
