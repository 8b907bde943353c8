import type { Knex } from 'knex';

/** The provider's payment (Stripe PaymentIntent or sandbox payment) a donation is paid by. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donations', (t) => {
    t.string('provider_payment_id', 255);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donations', (t) => {
    t.dropColumn('provider_payment_id');
  });
}
