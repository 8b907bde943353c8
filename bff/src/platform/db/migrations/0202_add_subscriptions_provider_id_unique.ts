import type { Knex } from 'knex';

/** One row per provider subscription, so two events about a new one cannot create two rows. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.unique(['stripe_subscription_id'], { indexName: 'subscriptions_stripe_subscription_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropUnique(['stripe_subscription_id'], 'subscriptions_stripe_subscription_unique');
  });
}
