import type { Knex } from 'knex';
import { tableOptions } from '../sql';

/** People per country, kept as visits are tracked (see `counters`). Filled from `visitors`. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('visitor_countries', (t) => {
    tableOptions(knex, t);
    t.string('country_code', 8).primary();
    t.string('country', 100);
    t.bigInteger('people').notNullable().defaultTo(0);
  });
  const rows = await knex('visitors')
    .select('country_code')
    .max({ country: 'country' })
    .countDistinct({ people: knex.raw('COALESCE(anonymous_id, id)') })
    .whereNotNull('country_code')
    .groupBy('country_code');
  if (rows.length) {
    await knex('visitor_countries').insert(
      rows.map((r: Record<string, unknown>) => ({ country_code: r.country_code, country: r.country ?? null, people: Number(r.people) })),
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('visitor_countries');
}
