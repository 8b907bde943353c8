import type { Knex } from 'knex';
import { createdAt, datetime, idColumn, tableOptions } from '../sql';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('subscriptions', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    idColumn(t, 'user_id').notNullable();
    t.string('tier', 32).notNullable();
    t.string('status', 32).notNullable().defaultTo('active');
    t.string('stripe_customer_id', 255);
    t.string('stripe_subscription_id', 255);
    datetime(t, 'current_period_end');
    createdAt(knex, t);
    createdAt(knex, t, 'updated_at');
    t.index(['user_id'], 'subscriptions_user_idx');
    t.index(['stripe_subscription_id'], 'subscriptions_stripe_subscription_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('subscriptions');
}
