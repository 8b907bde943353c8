import type { Knex } from 'knex';

/**
 * A few AI helpers, so the War Room's team is never empty on a fresh install and the chat has
 * someone to talk to. Their bios say plainly that they are AI helpers, not people. They have no
 * account, e-mail or phone, and are never assigned prayer requests (only humans pray).
 */
export const AI_HELPERS = [
  {
    id: '00000000-0000-4000-8000-00000000a101',
    name: 'Hope',
    display_name: 'Hopeful Barnabas',
    country: 'OTHER',
    languages: '["en","es","pt-BR"]',
    specialization: 'general',
    bio: 'I am an AI helper, not a person. I can share scripture and a gentle word at any hour, in English, Spanish and Portuguese.',
  },
  {
    id: '00000000-0000-4000-8000-00000000a102',
    name: 'Grace',
    display_name: 'Gentle Lydia',
    country: 'OTHER',
    languages: '["en","fr","ru","hi"]',
    specialization: 'grief',
    bio: 'I am an AI helper, not a person. I keep company with those who grieve and share words of comfort from the Bible.',
  },
  {
    id: '00000000-0000-4000-8000-00000000a103',
    name: 'Peace',
    display_name: 'Peaceful Silas',
    country: 'OTHER',
    languages: '["en","ko","ja","zh-CN"]',
    specialization: 'anxiety',
    bio: 'I am an AI helper, not a person. When worry keeps you awake, I can pray with you in words and point you to scripture.',
  },
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex('missionaries').insert(AI_HELPERS.map((helper) => ({ ...helper, is_ai: true, is_active: true })));
}

export async function down(knex: Knex): Promise<void> {
  await knex('missionaries')
    .whereIn(
      'id',
      AI_HELPERS.map((helper) => helper.id),
    )
    .delete();
}
