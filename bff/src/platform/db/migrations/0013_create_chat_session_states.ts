import type { Knex } from 'knex';
import { createdAt, idColumn, tableOptions } from '../sql';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chat_session_states', (t) => {
    tableOptions(knex, t);
    idColumn(t, 'id').primary();
    idColumn(t, 'chat_room_id').notNullable().unique({ indexName: 'chat_session_states_room_unique' });
    t.string('topic', 64);
    t.string('stage', 32).notNullable().defaultTo('opening');
    // varchar, not text: MySQL refuses literal defaults on TEXT columns.
    t.string('summary', 4000).notNullable().defaultTo('');
    t.string('last_theme', 64);
    t.string('last_emotion', 64);
    t.integer('turn_count').notNullable().defaultTo(0);
    t.boolean('crisis_flag').notNullable().defaultTo(false);
    createdAt(knex, t);
    createdAt(knex, t, 'updated_at');
    t.foreign('chat_room_id', 'chat_session_states_room_id_fk')
      .references('id')
      .inTable('chat_rooms')
      .onDelete('CASCADE');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('chat_session_states');
}
