/**
 * The running totals behind GET /api/stats and GET /api/visitor-stats agree with counting the
 * tables, after writes through the API and after the migrations filled them from existing rows.
 */
import { randomUUID } from 'node:crypto';
import { CommunityStats, CreatedPost, VisitorStats } from '@flow/contracts';
import { visibleItems, type ModeratedItemType } from '../../moderation/visibility';
import { STATS_CACHE_KEY } from '../../stats/stats.service';
import { startHarness, type Agent, type Harness } from '../../test/harness';
import { decodeInt } from './decode';
import { migrate, migrationSource } from './migrations';
import { toDbDate } from './sql';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => h.close());

const send = (agent: Agent, url: string, body: unknown = {}, ip?: string) => {
  const req = agent.post(url).set('Content-Type', 'application/json');
  if (ip) req.set('X-Forwarded-For', ip);
  return req.send(JSON.stringify(body));
};

/** What the statistics were before the totals: a count of every table, visible items only. */
async function counted(): Promise<{ stats: CommunityStats; visitors: VisitorStats }> {
  const visible = async (itemType: ModeratedItemType, table: string) =>
    decodeInt((await visibleItems(h.db(table).count({ n: '*' }), itemType, `${table}.id`).first())?.n ?? 0);
  const who = h.db.raw('COALESCE(anonymous_id, id)');
  const countries = await h.db('visitors')
    .select('country_code')
    .max({ country: 'country' })
    .countDistinct({ n: who })
    .whereNotNull('country_code')
    .groupBy('country_code')
    .orderBy([
      { column: 'n', order: 'desc' },
      { column: 'country_code', order: 'asc' },
    ]);
  return {
    stats: {
      postsShared: await visible('post', 'posts'),
      responsesGiven: (await visible('response', 'community_responses')) + (await visible('prayer_response', 'prayer_responses')),
      prayersOffered: decodeInt((await h.db('prayers_offered').count({ n: '*' }).first())?.n ?? 0),
    },
    visitors: {
      totalVisitors: decodeInt((await h.db('visitors').countDistinct({ n: who }).first())?.n ?? 0),
      countries: countries.map((r: Record<string, unknown>) => ({ countryCode: String(r.country_code), country: String(r.country), count: decodeInt(r.n) })),
    },
  };
}

async function served() {
  await h.cache.del(STATS_CACHE_KEY);
  return {
    stats: CommunityStats.parse((await h.agent().get('/api/stats')).body),
    visitors: VisitorStats.parse((await h.agent().get('/api/visitor-stats')).body),
  };
}

describe('running totals', () => {
  it('follow posts, held posts, responses, prayers and visits written through the API', async () => {
    const { agent } = await h.identified();
    const { agent: other } = await h.identified();
    const post = CreatedPost.parse((await send(agent, '/api/posts', { content: 'Counted once.' })).body);
    const held = CreatedPost.parse((await send(agent, '/api/posts', { content: 'I want to kill myself tonight.' })).body);
    expect(held.heldForReview).toBe(true);
    await send(other, `/api/posts/${post.id}/responses`, { content: 'With you.' });
    const request = (await send(agent, '/api/prayer-requests', { content: 'For my sister.' })).body as { id: string };
    await send(other, `/api/prayer-requests/${request.id}/responses`, { content: 'Amen.' });
    await send(other, `/api/posts/${post.id}/prayers`);
    await send(other, `/api/posts/${post.id}/prayers`); // the same day: not another prayer
    await send(agent, '/api/visitors', {}, '81.2.69.142');
    await send(agent, '/api/visitors', {}, '81.2.69.142'); // the same person again
    await send(agent, '/api/visitors', {}, '8.8.8.8'); // and from another country
    await send(other, '/api/visitors', {}, '81.2.69.142');
    await send(h.agent(), '/api/visitors', {}, '8.8.8.8'); // no browser id: counts as one

    const now = await served();
    expect(now).toEqual(await counted());
    expect(now.stats).toEqual({ postsShared: 1, responsesGiven: 2, prayersOffered: 1 });
    expect(now.visitors).toEqual({
      totalVisitors: 3,
      countries: [
        { countryCode: 'GB', country: 'United Kingdom', count: 2 },
        { countryCode: 'US', country: 'United States', count: 2 },
      ],
    });

    // A moderator's release brings the held post into the count; a removal takes one out.
    await h.services.moderation.decide(randomUUID(), { itemType: 'post', itemId: held.id, decision: 'released' });
    await h.services.moderation.decide(randomUUID(), { itemType: 'post', itemId: post.id, decision: 'removed' });
    expect(await served()).toEqual(await counted());
  });

  it('are filled from the rows already there when the migrations run', async () => {
    await h.db('visitors').insert([
      { id: randomUUID(), anonymous_id: 'anon_backfill_a', country: 'France', country_code: 'FR', created_at: toDbDate(new Date()) },
      { id: randomUUID(), anonymous_id: 'anon_backfill_a', country: 'France', country_code: 'FR', created_at: toDbDate(new Date()) },
      { id: randomUUID(), anonymous_id: null, country: 'France', country_code: 'FR', created_at: toDbDate(new Date()) },
    ]);
    await h.db('posts').insert({ id: randomUUID(), content: 'Written before the totals.', anonymous_id: 'anon_backfill_a', created_at: toDbDate(new Date()) });
    // Undo the four migrations of the totals (by name: later migrations follow them in the list)
    // and apply them again over these rows.
    for (const name of ['0115_create_visitor_countries', '0114_create_visitor_people_countries', '0113_create_visitor_people', '0112_create_counters']) {
      await h.db.migrate.down({ migrationSource, name });
    }
    expect(await h.db.schema.hasTable('counters')).toBe(false);
    expect(await migrate(h.db)).toHaveLength(4);
    expect(await served()).toEqual(await counted());
  });
});
