import type { Knex } from 'knex';

/**
 * The prayer wall reads requests newest first with the id breaking ties, a page at a time from a cursor:
 * this index serves both the order and the cursor's range, so a page costs the same whatever
 * the size of the table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_requests', (t) => {
    t.index(['created_at', 'id'], 'prayer_requests_wall_order_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_requests', (t) => {
    t.dropIndex(['created_at', 'id'], 'prayer_requests_wall_order_idx');
  });
}
