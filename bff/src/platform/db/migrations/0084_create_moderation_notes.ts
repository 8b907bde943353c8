import type { Knex } from 'knex';
import { createdAt, idColumn, tableOptions } from '../sql';

/**
 * A private note a moderator sends to the author of an item held for self-harm: the crisis lines
 * in the author's language, shown only to the identity that wrote the item. One per item.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('moderation_notes', (t) => {
    tableOptions(knex, t);
    t.string('item_type', 32).notNullable();
    idColumn(t, 'item_id').notNullable();
    t.string('kind', 16).notNullable();
    idColumn(t, 'sent_by').notNullable();
    createdAt(knex, t);
    t.primary(['item_type', 'item_id'], 'moderation_notes_pkey');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('moderation_notes');
}
