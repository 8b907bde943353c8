import type { Knex } from 'knex';

/**
 * A moderator's decision on a hold: 'released' puts the item back on the wall, 'removed' keeps it
 * stored but never shown. `reviewed_by` is the deciding user's id, so every decision says who.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('moderation_holds', (t) => {
    t.string('decision', 16);
    t.string('reviewed_by', 64);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('moderation_holds', (t) => {
    t.dropColumn('reviewed_by');
    t.dropColumn('decision');
  });
}
