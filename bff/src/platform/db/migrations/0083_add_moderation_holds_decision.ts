import type { Knex } from 'knex';

/**
 * `decision` ('released' | 'removed') and `reviewed_by` on moderation_holds. The shared
 * visibility work adds the same two columns in 0070; whichever runs first adds them and the
 * other finds them present, so either order of merging leaves one schema.
 */
export async function up(knex: Knex): Promise<void> {
  const hasDecision = await knex.schema.hasColumn('moderation_holds', 'decision');
  const hasReviewer = await knex.schema.hasColumn('moderation_holds', 'reviewed_by');
  if (hasDecision && hasReviewer) return;
  await knex.schema.alterTable('moderation_holds', (t) => {
    if (!hasDecision) t.string('decision', 16);
    if (!hasReviewer) t.string('reviewed_by', 64);
  });
}

export async function down(): Promise<void> {
  // Not dropped: 0070 may own these columns.
}
