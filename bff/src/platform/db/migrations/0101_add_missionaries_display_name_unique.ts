import type { Knex } from 'knex';

/** Biblical display names stand in for real names, so two missionaries never share one. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('missionaries', (t) => {
    t.unique(['display_name'], { indexName: 'missionaries_display_name_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('missionaries', (t) => {
    t.dropUnique(['display_name'], 'missionaries_display_name_unique');
  });
}
