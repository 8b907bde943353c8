import type { Knex } from 'knex';
import { anonymousIdColumn, createdAt, idColumn, tableOptions } from '../sql';

/**
 * Church sites that embed Flow's widgets. The key is public (it sits in the church's HTML), so it
 * is stored as it is; what protects writes is the list of origins, checked on every widget write.
 * `origins` is a JSON array of exact origins (scheme://host[:port]).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('church_sites', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    idColumn(t, 'owner_user_id').notNullable();
    t.string('name', 120).notNullable();
    // Binary collation (like ids): keys differing only in case are different keys.
    anonymousIdColumn(t, 'site_key').notNullable().unique({ indexName: 'church_sites_site_key_unique' });
    t.text('origins').notNullable();
    t.boolean('show_flow_wall').notNullable().defaultTo(false);
    createdAt(knex, t);
    t.index(['owner_user_id'], 'church_sites_owner_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('church_sites');
}
