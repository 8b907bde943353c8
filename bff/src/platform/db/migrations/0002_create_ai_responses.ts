import type { Knex } from 'knex';
import { createdAt, idColumn, tableOptions } from '../sql';

/** Spec 001 §3: an AI response belongs to a post and is deleted with it. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ai_responses', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    // One answer per post, so the AI engine can write it idempotently.
    idColumn(t, 'post_id').notNullable().unique({ indexName: 'ai_responses_post_id_unique' });
    t.text('verse').notNullable();
    t.string('reference', 255).notNullable();
    t.text('guidance').notNullable();
    t.string('source', 16).notNullable();
    createdAt(knex, t);
    t.foreign('post_id', 'ai_responses_post_id_fk').references('id').inTable('posts').onDelete('CASCADE');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('ai_responses');
}
