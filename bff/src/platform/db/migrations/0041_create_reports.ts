import type { Knex } from 'knex';
import { anonymousIdColumn, createdAt, idColumn, tableOptions } from '../sql';

/** Reports of wall items; one per identity per item, so only distinct reporters count. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reports', (t) => {
    tableOptions(knex, t);
    t.string('item_type', 32).notNullable();
    idColumn(t, 'item_id').notNullable();
    anonymousIdColumn(t, 'identity').notNullable();
    t.string('reason', 32).notNullable();
    t.text('details');
    createdAt(knex, t);
    t.primary(['item_type', 'item_id', 'identity'], 'reports_pkey');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('reports');
}
