import type { Knex } from 'knex';
import { anonymousIdColumn, tableOptions } from '../sql';

/** Each (browser id, country) pair seen once: a person counts once in each country they visit from. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('visitor_people_countries', (t) => {
    tableOptions(knex, t);
    anonymousIdColumn(t, 'anonymous_id').notNullable();
    t.string('country_code', 8).notNullable();
    t.primary(['anonymous_id', 'country_code'], 'visitor_people_countries_pkey');
  });
  await knex('visitor_people_countries').insert(
    knex('visitors').distinct('anonymous_id', 'country_code').whereNotNull('anonymous_id').whereNotNull('country_code'),
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('visitor_people_countries');
}
