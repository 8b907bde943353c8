import type { Knex } from 'knex';
import { createdAt, idColumn, tableOptions } from '../sql';

/**
 * The audit log of moderators' decisions: every release, removal and note to an author, with
 * who and when. Append-only; moderation_holds only keeps the latest decision of each item.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('moderation_decisions', (t) => {
    tableOptions(knex, t);
    t.increments('id').primary();
    t.string('item_type', 32).notNullable();
    idColumn(t, 'item_id').notNullable();
    t.string('decision', 16).notNullable();
    idColumn(t, 'reviewed_by').notNullable();
    createdAt(knex, t);
    t.index(['item_type', 'item_id'], 'moderation_decisions_item_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('moderation_decisions');
}
