import type { Knex } from 'knex';

/** One donation per provider payment, so its success can be recorded once. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donations', (t) => {
    t.unique(['provider_payment_id'], { indexName: 'donations_provider_payment_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('donations', (t) => {
    t.dropUnique(['provider_payment_id'], 'donations_provider_payment_unique');
  });
}
