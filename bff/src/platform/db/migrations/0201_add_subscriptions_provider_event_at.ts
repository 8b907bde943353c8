import type { Knex } from 'knex';

/**
 * The `created` time (Unix seconds) of the newest provider event applied to a subscription:
 * an event older than it is recorded but changes nothing, so late deliveries cannot undo news.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.bigInteger('provider_event_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropColumn('provider_event_at');
  });
}
