import type { Knex } from 'knex';
import { anonymousIdColumn, tableOptions } from '../sql';

/**
 * Each browser id seen by visitor tracking, once: its primary key decides whether a visit is a
 * new person (counted) or a return, also when two visits race. Filled from `visitors`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('visitor_people', (t) => {
    tableOptions(knex, t);
    anonymousIdColumn(t, 'anonymous_id').primary();
  });
  await knex('visitor_people').insert(knex('visitors').distinct('anonymous_id').whereNotNull('anonymous_id'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('visitor_people');
}
