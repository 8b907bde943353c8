import type { Knex } from 'knex';
import { anonymousIdColumn, createdAt, idColumn, tableOptions } from '../sql';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('missionaries', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    t.string('name', 255);
    t.string('display_name', 255);
    t.string('email', 255);
    t.string('phone_number', 64);
    t.string('whatsapp_number', 64);
    t.text('bio');
    t.string('profile_image_url', 1024);
    t.boolean('is_profile_image_valid').notNullable().defaultTo(false);
    t.integer('profile_view_count').notNullable().defaultTo(0);
    t.string('country', 16).notNullable();
    // JSON-encoded list of language codes, e.g. ["en","es"].
    t.text('languages').notNullable();
    t.string('specialization', 64).notNullable();
    t.boolean('email_notifications').notNullable().defaultTo(true);
    t.boolean('whatsapp_notifications').notNullable().defaultTo(false);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('is_ai').notNullable().defaultTo(false);
    t.integer('prayer_count').notNullable().defaultTo(0);
    anonymousIdColumn(t, 'anonymous_id');
    createdAt(knex, t);
    t.index(['is_active', 'created_at'], 'missionaries_active_created_idx');
    t.index(['email'], 'missionaries_email_idx');
    t.index(['anonymous_id'], 'missionaries_anonymous_id_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('missionaries');
}
