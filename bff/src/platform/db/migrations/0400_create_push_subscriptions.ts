import type { Knex } from 'knex';
import { createdAt, datetime, idColumn, tableOptions } from '../sql';

/**
 * Web Push subscriptions for the daily-verse reminder, one per browser (its push endpoint,
 * kept by hash so the unique key fits any engine). `next_send_at` is the next reminder in UTC:
 * an instance claims a due row by moving it forward, so several instances never send twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_subscriptions', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    t.string('endpoint_hash', 64).notNullable().unique();
    t.text('endpoint').notNullable();
    t.string('p256dh', 200).notNullable();
    t.string('auth', 100).notNullable();
    t.string('time', 5).notNullable();
    t.string('time_zone', 64).notNullable();
    t.string('language', 10).notNullable();
    datetime(t, 'next_send_at').notNullable();
    datetime(t, 'last_sent_at').nullable();
    createdAt(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('push_subscriptions');
}
