import type { Knex } from 'knex';
import { anonymousIdColumn, createdAt, idColumn, tableOptions } from '../sql';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('posts', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    t.text('content').notNullable();
    anonymousIdColumn(t, 'anonymous_id').notNullable();
    createdAt(knex, t);
    t.integer('hearts').notNullable().defaultTo(0);
    t.boolean('is_moderated').notNullable().defaultTo(false);
    t.index(['created_at'], 'posts_created_at_idx');
    t.index(['anonymous_id'], 'posts_anonymous_id_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('posts');
}
