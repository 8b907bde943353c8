import type { Knex } from 'knex';
import * as m0001 from './0001_create_posts';
import * as m0002 from './0002_create_ai_responses';
import * as m0003 from './0003_create_community_responses';
import * as m0004 from './0004_create_prayer_requests';
import * as m0005 from './0005_create_prayer_responses';
import * as m0006 from './0006_create_visitors';
import * as m0007 from './0007_create_missionaries';
import * as m0008 from './0008_create_prayer_connections';
import * as m0009 from './0009_create_donations';
import * as m0010 from './0010_create_daily_verses';
import * as m0011 from './0011_create_chat_rooms';
import * as m0012 from './0012_create_chat_messages';
import * as m0013 from './0013_create_chat_session_states';
import * as m0014 from './0014_create_users';
import * as m0015 from './0015_create_subscriptions';
import * as m0016 from './0016_create_usage';
import * as m0017 from './0017_create_devotionals';
import * as m0018 from './0018_create_missionary_prayer_responses';
import * as m0019 from './0019_create_sessions';
import * as m0020 from './0020_create_identities';
import * as m0021 from './0021_create_hearts';
import * as m0022 from './0022_create_prayer_ai_responses';
import * as m0040 from './0040_create_prayers_offered';
import * as m0041 from './0041_create_reports';
import * as m0042 from './0042_create_moderation_holds';
import * as m0043 from './0043_add_prayer_requests_cleared_at';
import * as m0044 from './0044_add_prayer_requests_answered_at';
import * as m0045 from './0045_add_prayer_requests_testimony';
import * as m0080 from './0080_add_users_role';
import * as m0081 from './0081_create_moderation_flags';
import * as m0082 from './0082_create_moderation_decisions';
import * as m0084 from './0084_create_moderation_notes';
import * as m0095 from './0095_add_ai_responses_care';
import * as m0096 from './0096_add_prayer_ai_responses_care';
import * as m0100 from './0100_add_missionaries_user_id';
import * as m0101 from './0101_add_missionaries_display_name_unique';
import * as m0102 from './0102_seed_ai_helpers';
import * as m0103 from './0103_add_prayer_connections_unique';
import * as m0104 from './0104_add_prayer_connections_status_connected_index';
import * as m0200 from './0200_create_usage_weeks';
import * as m0201 from './0201_add_subscriptions_provider_event_at';
import * as m0202 from './0202_add_subscriptions_provider_id_unique';
import * as m0203 from './0203_create_payment_events';
import * as m0204 from './0204_add_donations_provider_payment_id';
import * as m0205 from './0205_add_donations_provider_payment_unique';
import * as m0300 from './0300_add_chat_messages_seq';
import * as m0301 from './0301_add_chat_messages_room_seq_unique';
import * as m0302 from './0302_add_chat_messages_client_message_id';
import * as m0303 from './0303_add_chat_messages_room_client_unique';
import * as m0304 from './0304_add_chat_session_states_language';
import * as m0600 from './0600_create_direct_prayer_requests';
import * as m0110 from './0110_add_posts_wall_order_index';
import * as m0111 from './0111_add_prayer_requests_wall_order_index';
import * as m0112 from './0112_create_counters';
import * as m0113 from './0113_create_visitor_people';
import * as m0114 from './0114_create_visitor_people_countries';
import * as m0115 from './0115_create_visitor_countries';
import * as m0400 from './0400_create_push_subscriptions';
import * as m0401 from './0401_add_push_subscriptions_next_send_index';
import * as m0500 from './0500_create_church_sites';
import * as m0501 from './0501_add_prayer_requests_site_id';
import * as m0502 from './0502_add_prayer_requests_site_wall_index';
import * as m0050 from './0050_create_sign_in_tokens';
import * as m0051 from './0051_create_user_identities';
import * as m0060 from './0060_add_sign_in_tokens_browser_hash';
import * as m0070 from './0070_add_moderation_holds_decision';
import * as m0071 from './0071_add_posts_original_content';
import * as m0072 from './0072_add_community_responses_original_content';
import * as m0073 from './0073_add_prayer_requests_original_content';
import * as m0074 from './0074_add_prayer_responses_original_content';
import * as m0075 from './0075_add_prayer_requests_original_testimony';

interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Every migration in order, imported statically: the bundle (dist/index.mjs) has no migrations
 * folder to scan. Append new entries at the end; never rename or reorder applied ones.
 * One change per migration so a failure on one engine points at one statement.
 */
const MIGRATIONS: ReadonlyArray<readonly [string, MigrationModule]> = [
  ['0001_create_posts', m0001],
  ['0002_create_ai_responses', m0002],
  ['0003_create_community_responses', m0003],
  ['0004_create_prayer_requests', m0004],
  ['0005_create_prayer_responses', m0005],
  ['0006_create_visitors', m0006],
  ['0007_create_missionaries', m0007],
  ['0008_create_prayer_connections', m0008],
  ['0009_create_donations', m0009],
  ['0010_create_daily_verses', m0010],
  ['0011_create_chat_rooms', m0011],
  ['0012_create_chat_messages', m0012],
  ['0013_create_chat_session_states', m0013],
  ['0014_create_users', m0014],
  ['0015_create_subscriptions', m0015],
  ['0016_create_usage', m0016],
  ['0017_create_devotionals', m0017],
  ['0018_create_missionary_prayer_responses', m0018],
  ['0019_create_sessions', m0019],
  ['0020_create_identities', m0020],
  ['0021_create_hearts', m0021],
  ['0022_create_prayer_ai_responses', m0022],
  ['0050_create_sign_in_tokens', m0050],
  ['0051_create_user_identities', m0051],
  ['0040_create_prayers_offered', m0040],
  ['0041_create_reports', m0041],
  ['0042_create_moderation_holds', m0042],
  ['0043_add_prayer_requests_cleared_at', m0043],
  ['0044_add_prayer_requests_answered_at', m0044],
  ['0045_add_prayer_requests_testimony', m0045],
  ['0060_add_sign_in_tokens_browser_hash', m0060],
  ['0070_add_moderation_holds_decision', m0070],
  ['0071_add_posts_original_content', m0071],
  ['0072_add_community_responses_original_content', m0072],
  ['0073_add_prayer_requests_original_content', m0073],
  ['0074_add_prayer_responses_original_content', m0074],
  ['0075_add_prayer_requests_original_testimony', m0075],
  ['0080_add_users_role', m0080],
  ['0081_create_moderation_flags', m0081],
  ['0082_create_moderation_decisions', m0082],
  ['0084_create_moderation_notes', m0084],
  ['0095_add_ai_responses_care', m0095],
  ['0096_add_prayer_ai_responses_care', m0096],
  ['0100_add_missionaries_user_id', m0100],
  ['0101_add_missionaries_display_name_unique', m0101],
  ['0102_seed_ai_helpers', m0102],
  ['0103_add_prayer_connections_unique', m0103],
  ['0104_add_prayer_connections_status_connected_index', m0104],
  ['0200_create_usage_weeks', m0200],
  ['0201_add_subscriptions_provider_event_at', m0201],
  ['0202_add_subscriptions_provider_id_unique', m0202],
  ['0203_create_payment_events', m0203],
  ['0204_add_donations_provider_payment_id', m0204],
  ['0205_add_donations_provider_payment_unique', m0205],
  ['0600_create_direct_prayer_requests', m0600],
  ['0110_add_posts_wall_order_index', m0110],
  ['0111_add_prayer_requests_wall_order_index', m0111],
  ['0112_create_counters', m0112],
  ['0113_create_visitor_people', m0113],
  ['0114_create_visitor_people_countries', m0114],
  ['0115_create_visitor_countries', m0115],
  ['0400_create_push_subscriptions', m0400],
  ['0401_add_push_subscriptions_next_send_index', m0401],
  ['0300_add_chat_messages_seq', m0300],
  ['0301_add_chat_messages_room_seq_unique', m0301],
  ['0302_add_chat_messages_client_message_id', m0302],
  ['0303_add_chat_messages_room_client_unique', m0303],
  ['0304_add_chat_session_states_language', m0304],
  ['0500_create_church_sites', m0500],
  ['0501_add_prayer_requests_site_id', m0501],
  ['0502_add_prayer_requests_site_wall_index', m0502],
];

export const migrationSource: Knex.MigrationSource<readonly [string, MigrationModule]> = {
  getMigrations: async () => [...MIGRATIONS],
  getMigrationName: ([name]) => name,
  getMigration: async ([, module]) => module,
};

export const MIGRATION_NAMES = MIGRATIONS.map(([name]) => name);

/** Brings the schema up to date; a no-op when nothing is pending. Safe across instances (knex lock). */
export async function migrate(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}
