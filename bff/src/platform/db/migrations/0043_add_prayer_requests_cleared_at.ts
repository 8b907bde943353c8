import type { Knex } from 'knex';
import { datetime } from '../sql';

/** When the morning clearing took the request off the wall; it stays stored for its author. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_requests', (t) => {
    datetime(t, 'cleared_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_requests', (t) => {
    t.dropColumn('cleared_at');
  });
}
