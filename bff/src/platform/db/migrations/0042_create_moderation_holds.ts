import type { Knex } from 'knex';
import { createdAt, datetime, idColumn, tableOptions } from '../sql';

/**
 * Items kept off the wall pending human review: self-harm content caught by the filter, or an
 * item reported by enough distinct people. The item itself is untouched (nothing is deleted).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('moderation_holds', (t) => {
    tableOptions(knex, t);
    t.string('item_type', 32).notNullable();
    idColumn(t, 'item_id').notNullable();
    t.string('reason', 32).notNullable();
    createdAt(knex, t);
    datetime(t, 'reviewed_at');
    t.primary(['item_type', 'item_id'], 'moderation_holds_pkey');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('moderation_holds');
}
