import type { Knex } from 'knex';
import { anonymousIdColumn, createdAt, idColumn, tableOptions } from '../sql';

/** Who gave a heart to what; the counts on the items are kept in step in the same transaction. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('hearts', (t) => {
    tableOptions(knex, t);
    t.string('item_type', 32).notNullable();
    idColumn(t, 'item_id').notNullable();
    anonymousIdColumn(t, 'identity').notNullable();
    createdAt(knex, t);
    // One heart per identity per item: a duplicate insert is how a repeated like is detected.
    t.primary(['item_type', 'item_id', 'identity'], 'hearts_pkey');
    t.index(['identity', 'item_type', 'item_id'], 'hearts_identity_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('hearts');
}
