import type { Knex } from 'knex';
import { anonymousIdColumn, createdAt, idColumn, tableOptions } from '../sql';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('community_responses', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    idColumn(t, 'post_id').notNullable();
    t.text('content').notNullable();
    anonymousIdColumn(t, 'anonymous_id').notNullable();
    createdAt(knex, t);
    t.integer('hearts').notNullable().defaultTo(0);
    t.index(['post_id', 'created_at'], 'community_responses_post_created_idx');
    t.foreign('post_id', 'community_responses_post_id_fk').references('id').inTable('posts').onDelete('CASCADE');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('community_responses');
}
