import type { Knex } from 'knex';
import { anonymousIdColumn, createdAt, idColumn, tableOptions } from '../sql';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    anonymousIdColumn(t, 'anonymous_id').unique({ indexName: 'users_anonymous_id_unique' });
    t.string('email', 255).unique({ indexName: 'users_email_unique' });
    t.string('first_name', 255);
    t.string('last_name', 255);
    t.string('profile_image_url', 1024);
    createdAt(knex, t);
    createdAt(knex, t, 'updated_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('users');
}
