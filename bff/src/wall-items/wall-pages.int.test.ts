/**
 * The cached public wall (one serialised page shared by every viewer, dropped on each wall
 * change) and its cursor pages, on SQLite + memory or MariaDB + Redis (FLOW_TEST_DB=mysql).
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { CreatedPost, CreatedPrayerRequest, PostList, PostPage, PrayerRequestPage } from '@flow/contracts';
import request from 'supertest';
import { createApp } from '../app';
import { toDbDate } from '../platform/db/sql';
import { startHarness, type Agent, type Harness } from '../test/harness';
import { INVALID_CURSOR } from './cursor';

let h: Harness;
/** A second instance on the same database and cache, as behind a load balancer. */
let other: { server: http.Server; url: string; close(): Promise<void> };

beforeAll(async () => {
  h = await startHarness();
  const second = createApp({ config: h.config, db: h.db, cache: h.cache, logger: h.logger }, { server: true });
  const server = second.server!;
  await second.wall!.ready;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  other = {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await second.wall!.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
});
afterAll(async () => {
  await other.close();
  await h.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const send = (agent: Agent, method: 'post' | 'patch', url: string, body: unknown = {}) =>
  agent[method](url).set('Content-Type', 'application/json').send(JSON.stringify(body));
const share = async (agent: Agent, content: string) => CreatedPost.parse((await send(agent, 'post', '/api/posts', { content })).body);
const wall = async (agent: Agent | request.Agent = h.agent()) => PostList.parse((await agent.get('/api/posts')).body);

/** Polls `check` until it holds; how long it took, or fails after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await sleep(25);
  }
}

describe('the cached public wall', () => {
  it('shows a new post and a heart at once to their author and within a second on another instance', async () => {
    const { agent: author } = await h.identified();
    const stranger = request.agent(other.url);
    await wall(author);
    await wall(stranger); // both instances now hold the page
    const post = await share(author, `Fresh post ${randomUUID()}`);
    expect((await wall(author)).some((p) => p.id === post.id && p.isMine)).toBe(true);
    expect(await within(1000, async () => (await wall(stranger)).some((p) => p.id === post.id))).toBeLessThan(1000);

    const { agent: friend } = await h.identified();
    await send(friend, 'patch', `/api/posts/${post.id}/hearts`, { liked: true });
    const mine = (await wall(friend)).find((p) => p.id === post.id);
    expect(mine).toMatchObject({ hearts: 1, liked: true });
    expect(await within(1000, async () => (await wall(stranger)).find((p) => p.id === post.id)?.hearts === 1)).toBeLessThan(1000);
    expect((await wall(stranger)).find((p) => p.id === post.id)?.liked).toBe(false);
  });

  it('catches up within a second even when a change announces nothing (a lost event)', async () => {
    const { agent } = await h.identified();
    const post = await share(agent, 'Hearts written behind the cache.');
    await wall();
    await h.db('posts').where({ id: post.id }).update({ hearts: 7 });
    expect(await within(1500, async () => (await wall()).find((p) => p.id === post.id)?.hearts === 7)).toBeLessThanOrEqual(1500);
  });

  it('keeps what is the viewer’s out of the shared page, whoever reads first', async () => {
    const { agent: author } = await h.identified();
    const { agent: friend } = await h.identified();
    const post = await share(author, 'Write to me at someone@example.org please.');
    await h.db('ai_responses').insert({
      id: randomUUID(),
      post_id: post.id,
      source: 'bible',
      verse: 'The Lord is near to the brokenhearted.',
      reference: 'Psalm 34:18',
      guidance: 'You are not alone.',
      care: 'crisis',
      created_at: toDbDate(new Date()),
    });
    h.services.posts.wallChanged();
    await send(friend, 'patch', `/api/posts/${post.id}/hearts`, { liked: true });
    await send(friend, 'post', `/api/posts/${post.id}/prayers`);

    // The author reads first, then a stranger (same cached page), then the friend, then the author again.
    const first = (await wall(author)).find((p) => p.id === post.id)!;
    expect(first).toMatchObject({ isMine: true, liked: false, prayedCount: 1, prayedToday: false });
    expect(first.original).toContain('someone@example.org');
    expect(first.aiResponse?.care).toBe('crisis');
    const strangers = (await h.agent().get('/api/posts')).text;
    expect(strangers).not.toContain('someone@example.org');
    const seen = PostList.parse(JSON.parse(strangers)).find((p) => p.id === post.id)!;
    expect(seen).toMatchObject({ isMine: false, original: null, liked: false, prayedCount: null, prayedToday: false });
    expect(seen.aiResponse?.care).toBeNull();
    const friends = (await wall(friend)).find((p) => p.id === post.id)!;
    expect(friends).toMatchObject({ isMine: false, original: null, liked: true, prayedCount: null, prayedToday: true });
    expect(friends.aiResponse?.care).toBeNull();
    expect((await wall(author)).find((p) => p.id === post.id)).toEqual(first);
  });

  it('never shows an item held for review, and shows a released one at once', async () => {
    const { agent } = await h.identified();
    const post = await share(agent, 'Visible for now.');
    await wall();
    await h.db('moderation_holds').insert({ item_type: 'post', item_id: post.id, reason: 'reports', created_at: toDbDate(new Date()) });
    h.services.posts.wallChanged();
    expect((await wall()).some((p) => p.id === post.id)).toBe(false);
    expect((await h.agent().get('/api/wall/posts')).text).not.toContain(post.id);
    await h.services.moderation.decide(randomUUID(), { itemType: 'post', itemId: post.id, decision: 'released' });
    expect((await wall()).some((p) => p.id === post.id)).toBe(true);
  });
});

describe('cursor pages', () => {
  // A wall of its own, so the posts of the tests above do not count.
  let fresh: Harness;
  beforeAll(async () => {
    fresh = await startHarness();
  });
  afterAll(() => fresh.close());

  it('walks the whole wall in pages of 20 without gaps or repeats, unmoved by newer posts', async () => {
    const h = fresh;
    const { agent } = await h.identified();
    const base = Date.now() - 3600_000;
    // Two posts share each creation time: the id breaks the tie, the same way on both engines.
    const rows = Array.from({ length: 45 }, (_, i) => ({
      id: randomUUID(),
      content: `Paged post ${i}`,
      anonymous_id: 'someone-else',
      created_at: toDbDate(new Date(base + Math.floor(i / 2) * 1000)),
      hearts: 0,
    }));
    await h.db('posts').insert(rows);
    h.services.posts.wallChanged();
    const expected = [...rows].sort((a, b) => (b.created_at === a.created_at ? (b.id < a.id ? -1 : 1) : b.created_at < a.created_at ? -1 : 1)).map((r) => r.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const res = await agent.get('/api/wall/posts').query(cursor ? { cursor } : {});
      expect(res.status).toBe(200);
      const page = PostPage.parse(res.body);
      sizes.push(page.posts.length);
      seen.push(...page.posts.map((p) => p.id));
      cursor = page.nextCursor;
      // Someone shares while the wall is being read: the pages that follow do not shift.
      if (sizes.length === 1) await share(agent, 'Shared while someone scrolls.');
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(seen).toEqual(expected);
  });

  it('refuses a cursor it did not make', async () => {
    for (const cursor of ['nonsense', Buffer.from('["not a date","x"]').toString('base64url'), 'a+b']) {
      const res = await h.agent().get('/api/wall/posts').query({ cursor });
      expect(res.status).toBe(400);
      if (cursor !== 'a+b') expect(res.body.message).toBe(INVALID_CURSOR);
      expect((await h.agent().get('/api/wall/prayer-requests').query({ cursor })).status).toBe(400);
    }
  });

  it('pages the prayer wall the same way, with responses and the viewer’s own part', async () => {
    const h = fresh;
    const { agent } = await h.identified();
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      ids.unshift(CreatedPrayerRequest.parse((await send(agent, 'post', '/api/prayer-requests', { content: `Request ${i}` })).body).id);
    }
    await send(agent, 'post', `/api/prayer-requests/${ids[21]}/responses`, { content: 'Amen.' });
    const first = PrayerRequestPage.parse((await agent.get('/api/wall/prayer-requests')).body);
    expect(first.prayerRequests.map((r) => r.id)).toEqual(ids.slice(0, 20));
    expect(first.prayerRequests.every((r) => r.isMine)).toBe(true);
    // The title counts the whole wall, not the page (this database is fresh: only these 22).
    expect(first.total).toBe(22);
    const second = PrayerRequestPage.parse((await agent.get('/api/wall/prayer-requests').query({ cursor: first.nextCursor! })).body);
    expect(second.prayerRequests.map((r) => r.id)).toEqual(ids.slice(20));
    expect(second.nextCursor).toBeNull();
    expect(second.total).toBe(22);
    expect(second.prayerRequests[1].responses.map((r) => [r.content, r.isMine])).toEqual([['Amen.', true]]);
    const strangers = PrayerRequestPage.parse((await h.agent().get('/api/wall/prayer-requests').query({ cursor: first.nextCursor! })).body);
    expect(strangers.prayerRequests.every((r) => !r.isMine && r.prayedCount === null)).toBe(true);
  });
});
