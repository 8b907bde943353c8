import type { Knex } from 'knex';
import { datetime } from '../sql';

/** When the author marked the request answered. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_requests', (t) => {
    datetime(t, 'answered_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_requests', (t) => {
    t.dropColumn('answered_at');
  });
}
