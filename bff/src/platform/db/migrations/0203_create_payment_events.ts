import type { Knex } from 'knex';
import { createdAt, tableOptions } from '../sql';

/**
 * Every payment-provider event handled, by the provider's event id: a delivery whose id is here
 * already is a retry or a duplicate and changes nothing. Written in the same transaction as the
 * change the event makes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_events', (t) => {
    tableOptions(knex, t);
    t.string('id', 255).collate('utf8mb4_bin').primary();
    t.string('type', 100).notNullable();
    createdAt(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('payment_events');
}
