import type { Knex } from 'knex';
import { createdAt, idColumn, tableOptions } from '../sql';

/**
 * The biblical response to a prayer request ("Recent Prayer Requests with Biblical Guidance").
 * The spec's ai_responses belongs to posts only, so prayer requests get their own table of the
 * same shape rather than a nullable second parent on ai_responses.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('prayer_ai_responses', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    // One answer per request, so the AI engine can write it idempotently.
    idColumn(t, 'prayer_request_id').notNullable().unique({ indexName: 'prayer_ai_responses_request_unique' });
    t.text('verse').notNullable();
    t.string('reference', 255).notNullable();
    t.text('guidance').notNullable();
    t.string('source', 16).notNullable();
    createdAt(knex, t);
    t.foreign('prayer_request_id', 'prayer_ai_responses_request_fk')
      .references('id')
      .inTable('prayer_requests')
      .onDelete('CASCADE');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('prayer_ai_responses');
}
