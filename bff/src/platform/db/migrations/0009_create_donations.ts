import type { Knex } from 'knex';
import { anonymousIdColumn, createdAt, idColumn, tableOptions } from '../sql';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('donations', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    idColumn(t, 'missionary_id');
    // Smallest currency unit (cents), never a float.
    t.integer('amount').notNullable();
    t.string('currency', 3).notNullable().defaultTo('usd');
    anonymousIdColumn(t, 'donor_anonymous_id');
    t.text('message');
    t.string('status', 32).notNullable().defaultTo('completed');
    createdAt(knex, t);
    t.index(['missionary_id'], 'donations_missionary_idx');
    t.index(['donor_anonymous_id'], 'donations_donor_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('donations');
}
