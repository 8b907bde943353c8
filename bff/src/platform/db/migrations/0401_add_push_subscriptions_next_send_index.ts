import type { Knex } from 'knex';

/** The scheduler asks every minute for the due reminders. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('push_subscriptions', (t) => {
    t.index(['next_send_at'], 'push_subscriptions_next_send_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('push_subscriptions', (t) => {
    t.dropIndex(['next_send_at'], 'push_subscriptions_next_send_at_index');
  });
}
