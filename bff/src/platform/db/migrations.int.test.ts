import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../../test/harness';
import { decodeBool, decodeDate, decodeInt } from './decode';
import { isMysql } from './knex';
import { MIGRATION_NAMES, migrate } from './migrations';
import { isUniqueViolation, toDbDate } from './sql';

const SPEC_TABLES = [
  'posts',
  'ai_responses',
  'community_responses',
  'prayer_requests',
  'prayer_responses',
  'visitors',
  'missionaries',
  'prayer_connections',
  'donations',
  'daily_verses',
  'chat_rooms',
  'chat_messages',
  'chat_session_states',
  'users',
  'subscriptions',
  'usage',
  'devotionals',
  'missionary_prayer_responses',
  'sessions',
  'identities',
  'hearts',
  'prayer_ai_responses',
];

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('migrations', () => {
  it('create every table of the schema and record each migration once, in order', async () => {
    for (const table of SPEC_TABLES) expect(await h.db.schema.hasTable(table)).toBe(true);
    const applied = await h.db('knex_migrations').orderBy('id').pluck('name');
    expect(applied).toEqual(MIGRATION_NAMES);
  });

  it('are a no-op when run again', async () => {
    expect(await migrate(h.db)).toEqual([]);
    expect(await migrate(h.db)).toEqual([]);
    expect(Number((await h.db('knex_migrations').count({ n: '*' }).first())?.n)).toBe(MIGRATION_NAMES.length);
  });

  it('apply the spec defaults', async () => {
    const id = randomUUID();
    await h.db('posts').insert({ id, content: 'x', anonymous_id: 'anon_defaults01' });
    const post = await h.db('posts').where({ id }).first();
    expect(decodeInt(post.hearts)).toBe(0);
    expect(decodeBool(post.is_moderated)).toBe(false);
    // The column default is "now" in UTC, like the dates the app writes.
    expect(Math.abs(Date.parse(decodeDate(post.created_at)) - Date.now())).toBeLessThan(60_000);

    const missionaryId = randomUUID();
    await h.db('missionaries').insert({ id: missionaryId, country: 'US', languages: '["en"]', specialization: 'general' });
    const m = await h.db('missionaries').where({ id: missionaryId }).first();
    expect([m.is_profile_image_valid, m.is_active, m.is_ai, m.email_notifications, m.whatsapp_notifications].map(decodeBool)).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
    expect([decodeInt(m.profile_view_count), decodeInt(m.prayer_count)]).toEqual([0, 0]);

    const roomId = randomUUID();
    await h.db('chat_rooms').insert({ id: roomId, user_anonymous_id: 'anon_defaults01' });
    await h.db('chat_session_states').insert({ id: randomUUID(), chat_room_id: roomId });
    const state = await h.db('chat_session_states').where({ chat_room_id: roomId }).first();
    expect(state).toMatchObject({ stage: 'opening', summary: '' });
    expect(decodeInt(state.turn_count)).toBe(0);
    expect(decodeBool(state.crisis_flag)).toBe(false);
    expect((await h.db('chat_rooms').where({ id: roomId }).first()).status).toBe('active');

    await h.db('donations').insert({ id: randomUUID(), amount: 500 });
    expect(await h.db('donations').first('currency', 'status')).toEqual({ currency: 'usd', status: 'completed' });
  });

  // Not `.rejects.toThrow()`: better-sqlite3's native part keeps the Error class of the first
  // jest sandbox that loaded it, so in later test files its errors fail `instanceof Error`.
  const isDuplicate = (query: PromiseLike<unknown>) =>
    Promise.resolve(query).then(
      () => false,
      (err: unknown) => isUniqueViolation(err),
    );

  it('enforce the unique keys of the schema', async () => {
    const roomId = randomUUID();
    await h.db('chat_rooms').insert({ id: roomId, user_anonymous_id: 'anon_unique0001' });
    await h.db('chat_session_states').insert({ id: randomUUID(), chat_room_id: roomId });
    expect(await isDuplicate(h.db('chat_session_states').insert({ id: randomUUID(), chat_room_id: roomId }))).toBe(true);
    await h.db('users').insert({ id: randomUUID(), anonymous_id: 'anon_unique0001', email: 'a@example.com' });
    expect(await isDuplicate(h.db('users').insert({ id: randomUUID(), email: 'a@example.com' }))).toBe(true);
    expect(await isDuplicate(h.db('users').insert({ id: randomUUID(), anonymous_id: 'anon_unique0001' }))).toBe(true);
    expect(await isDuplicate(h.db('identities').insert({ anonymous_id: 'anon_unique0001' }))).toBe(false);
    expect(await isDuplicate(h.db('identities').insert({ anonymous_id: 'anon_unique0001' }))).toBe(true);
  });

  it('delete AI and community responses with their post', async () => {
    const postId = randomUUID();
    await h.db('posts').insert({ id: postId, content: 'to delete', anonymous_id: 'anon_cascade001' });
    await h.db('ai_responses').insert({ id: randomUUID(), post_id: postId, verse: 'v', reference: 'r', guidance: 'g', source: 'torah' });
    await h.db('community_responses').insert({ id: randomUUID(), post_id: postId, content: 'c', anonymous_id: 'anon_cascade001' });
    await h.db('posts').where({ id: postId }).del();
    expect(await h.db('ai_responses').where({ post_id: postId })).toEqual([]);
    expect(await h.db('community_responses').where({ post_id: postId })).toEqual([]);
  });

  it('keep datetimes to the millisecond, in UTC', async () => {
    const at = new Date('2024-02-29T23:59:58.987Z');
    const id = randomUUID();
    await h.db('posts').insert({ id, content: 't', anonymous_id: 'anon_datetime01', created_at: toDbDate(at) });
    const row = await h.db('posts').where({ id }).first('created_at');
    expect(decodeDate(row.created_at)).toBe('2024-02-29T23:59:58.987Z');
    const ordered = await h.db('posts')
      .whereIn('anonymous_id', ['anon_datetime01'])
      .orderBy('created_at', 'desc')
      .pluck('id');
    expect(ordered).toEqual([id]);
  });

  it('store text in full Unicode', async () => {
    const id = randomUUID();
    const content = 'Orando por ti 🙏 — 主の平和 — शांति';
    await h.db('posts').insert({ id, content, anonymous_id: 'anon_unicode001' });
    expect((await h.db('posts').where({ id }).first('content')).content).toBe(content);
  });

  it('run on the configured engine', () => {
    expect(isMysql(h.db)).toBe(h.engine === 'mysql');
  });
});
