import type { Knex } from 'knex';

/** A site's own wall reads its requests newest first, like Flow's wall (0111). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_requests', (t) => {
    t.index(['site_id', 'created_at', 'id'], 'prayer_requests_site_wall_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prayer_requests', (t) => {
    t.dropIndex(['site_id', 'created_at', 'id'], 'prayer_requests_site_wall_idx');
  });
}
