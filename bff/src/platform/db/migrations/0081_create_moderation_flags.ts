import type { Knex } from 'knex';
import { createdAt, datetime, idColumn, tableOptions } from '../sql';

/**
 * Items that stay on the wall but that a moderator should look at (e.g. a post that reads as
 * distress without tripping the self-harm filter). Flags never change visibility.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('moderation_flags', (t) => {
    tableOptions(knex, t);
    t.string('item_type', 32).notNullable();
    idColumn(t, 'item_id').notNullable();
    t.string('reason', 32).notNullable();
    createdAt(knex, t);
    datetime(t, 'reviewed_at');
    idColumn(t, 'reviewed_by');
    t.primary(['item_type', 'item_id', 'reason'], 'moderation_flags_pkey');
    t.index(['reviewed_at', 'created_at'], 'moderation_flags_pending_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('moderation_flags');
}
