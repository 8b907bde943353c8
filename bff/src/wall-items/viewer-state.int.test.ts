/**
 * What a viewer sees of their own on the walls (hearts, prayers today, counts on their items),
 * kept per viewer in each instance: their own changes show at once, on the instance that wrote
 * them and on another one on the same database and cache (SQLite + memory, or MariaDB + Redis
 * with FLOW_TEST_DB=mysql); others' prayers on their items within a second.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { CreatedPost, CreatedPrayerRequest, CreatedResponse, PostList, PrayerRequestList, PrayerRequestWithResponsesList } from '@flow/contracts';
import request from 'supertest';
import { createApp } from '../app';
import { IntercessionsRepo } from '../intercessions/intercessions.repo';
import { IntercessionsService } from '../intercessions/intercessions.service';
import { startHarness, type Harness } from '../test/harness';
import { createViewerEvents } from './viewer-events';
import { ViewerLookup } from './viewer-lookup';
import { ViewerStateRepo } from './viewer-state.repo';
import { ViewerStates } from './viewer-states';

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
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
});
afterAll(async () => {
  await other.close();
  await h.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it holds; how long it took, or fails after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await sleep(10);
  }
}

/** One browser (its identity cookie) that can talk to either instance. */
interface Visitor {
  id: string;
  send(base: string, method: 'post' | 'patch', url: string, body?: unknown): Promise<request.Response>;
  get(base: string, url: string): Promise<request.Response>;
}

async function visitor(): Promise<Visitor> {
  const res = await request(h.url).post('/api/identity').set('Content-Type', 'application/json').send('{}');
  expect(res.status).toBe(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  return {
    id: res.body.anonymousId as string,
    async send(base, method, url, body = {}) {
      const r = await request(base)[method](url).set('Cookie', cookie).set('Content-Type', 'application/json').send(JSON.stringify(body));
      expect(r.status).toBeLessThan(300);
      return r;
    },
    get: (base, url) => request(base).get(url).set('Cookie', cookie),
  };
}

const posts = async (v: Visitor, base: string) => PostList.parse((await v.get(base, '/api/posts')).body);
const requests = async (v: Visitor, base: string) => PrayerRequestList.parse((await v.get(base, '/api/prayer-requests')).body);
const post = async (v: Visitor, base: string, id: string) => (await posts(v, base)).find((p) => p.id === id);
const prayerRequest = async (v: Visitor, base: string, id: string) => (await requests(v, base)).find((r) => r.id === id);

describe('a viewer’s own hearts', () => {
  it('shows a heart and an unheart at once to their giver, on this instance and on another', async () => {
    const author = await visitor();
    const reader = await visitor();
    const shared = CreatedPost.parse((await author.send(h.url, 'post', '/api/posts', { content: `Hearts ${randomUUID()}` })).body);
    // Both instances now keep what is the reader's (nothing yet).
    expect(await post(reader, h.url, shared.id)).toMatchObject({ liked: false });
    expect(await post(reader, other.url, shared.id)).toMatchObject({ liked: false });

    await reader.send(h.url, 'patch', `/api/posts/${shared.id}/hearts`, { liked: true });
    expect(await post(reader, h.url, shared.id)).toMatchObject({ liked: true, hearts: 1 });
    await within(1000, async () => (await post(reader, other.url, shared.id))?.liked === true);

    await reader.send(other.url, 'patch', `/api/posts/${shared.id}/hearts`, { liked: false });
    expect(await post(reader, other.url, shared.id)).toMatchObject({ liked: false, hearts: 0 });
    await within(1000, async () => (await post(reader, h.url, shared.id))?.liked === false);
  });

  it('shows hearts on responses and prayer responses at once, and to nobody else', async () => {
    const author = await visitor();
    const reader = await visitor();
    const stranger = await visitor();
    const shared = CreatedPost.parse((await author.send(h.url, 'post', '/api/posts', { content: 'A post with an answer.' })).body);
    const answer = CreatedResponse.parse((await author.send(h.url, 'post', `/api/posts/${shared.id}/responses`, { content: 'Thank you all.' })).body);
    const req = CreatedPrayerRequest.parse((await author.send(h.url, 'post', '/api/prayer-requests', { content: 'Pray for rain.' })).body);
    const amen = (await author.send(h.url, 'post', `/api/prayer-requests/${req.id}/responses`, { content: 'Amen.' })).body as { id: string };
    await posts(reader, other.url);
    await requests(reader, other.url);

    await reader.send(other.url, 'patch', `/api/responses/${answer.id}/hearts`, { liked: true });
    await reader.send(other.url, 'patch', `/api/prayer-requests/${req.id}/hearts`, { liked: true });
    await reader.send(other.url, 'patch', `/api/prayer-responses/${amen.id}/hearts`, { liked: true });
    expect((await post(reader, other.url, shared.id))?.communityResponses[0]).toMatchObject({ id: answer.id, liked: true });
    const withResponses = PrayerRequestWithResponsesList.parse((await reader.get(other.url, '/api/prayer-requests-with-responses')).body);
    const seen = withResponses.find((r) => r.id === req.id)!;
    expect(seen).toMatchObject({ liked: true });
    expect(seen.responses[0]).toMatchObject({ id: amen.id, liked: true });

    const strangers = (await post(stranger, other.url, shared.id))!;
    expect(strangers.communityResponses[0].liked).toBe(false);
    expect((await prayerRequest(stranger, other.url, req.id))?.liked).toBe(false);
  });

  it('never hands the author’s fitting of an item to another viewer with the same hearts', async () => {
    const author = await visitor();
    const reader = await visitor();
    const email = `author${Date.now()}@example.org`;
    const shared = CreatedPost.parse((await author.send(h.url, 'post', '/api/posts', { content: `Write to me at ${email} please.` })).body);
    await author.send(h.url, 'patch', `/api/posts/${shared.id}/hearts`, { liked: true });
    await reader.send(h.url, 'patch', `/api/posts/${shared.id}/hearts`, { liked: true });
    const authors = (await post(author, h.url, shared.id))!;
    expect(authors).toMatchObject({ isMine: true, liked: true, prayedCount: 0 });
    expect(authors.original).toContain(email);
    const readers = (await reader.get(h.url, '/api/posts')).text;
    expect(readers).not.toContain(email);
    expect(PostList.parse(JSON.parse(readers)).find((p) => p.id === shared.id)).toMatchObject({ isMine: false, liked: true, original: null, prayedCount: null });
    // A second reader with the same facts gets the same fitting.
    const another = await visitor();
    await another.send(h.url, 'patch', `/api/posts/${shared.id}/hearts`, { liked: true });
    expect(await post(another, h.url, shared.id)).toMatchObject({ isMine: false, liked: true, original: null, hearts: 3 });
  });
});

describe('a viewer’s own prayers and items', () => {
  it('shows a prayer at once to whoever prayed, and its count to the author within a second', async () => {
    const author = await visitor();
    const friend = await visitor();
    const req = CreatedPrayerRequest.parse((await author.send(h.url, 'post', '/api/prayer-requests', { content: 'Pray for my exam.' })).body);
    expect(await prayerRequest(author, h.url, req.id)).toMatchObject({ isMine: true, prayedCount: 0, prayedToday: false });
    expect(await prayerRequest(friend, h.url, req.id)).toMatchObject({ prayedCount: null, prayedToday: false });

    await friend.send(other.url, 'post', `/api/prayer-requests/${req.id}/prayers`);
    expect(await prayerRequest(friend, other.url, req.id)).toMatchObject({ prayedCount: null, prayedToday: true });
    await within(1000, async () => (await prayerRequest(friend, h.url, req.id))?.prayedToday === true);
    expect(await within(1000, async () => (await prayerRequest(author, h.url, req.id))?.prayedCount === 1)).toBeLessThan(1000);

    // The author prays for their own request: their count and their prayer, at once.
    await author.send(h.url, 'post', `/api/prayer-requests/${req.id}/prayers`);
    expect(await prayerRequest(author, h.url, req.id)).toMatchObject({ prayedCount: 2, prayedToday: true });
  });

  it('shows a prayer for a post the same way', async () => {
    const author = await visitor();
    const friend = await visitor();
    const shared = CreatedPost.parse((await author.send(other.url, 'post', '/api/posts', { content: 'Pray for my father.' })).body);
    expect(await post(author, other.url, shared.id)).toMatchObject({ isMine: true, prayedCount: 0 });
    await friend.send(h.url, 'post', `/api/posts/${shared.id}/prayers`);
    expect(await post(friend, h.url, shared.id)).toMatchObject({ prayedToday: true, prayedCount: null });
    await within(1000, async () => (await post(author, other.url, shared.id))?.prayedCount === 1);
    expect((await post(author, other.url, shared.id))?.prayedToday).toBe(false);
  });

  it('shows a new post and response as the author’s at once, on both instances', async () => {
    const author = await visitor();
    const other1 = await visitor();
    const theirs = CreatedPost.parse((await other1.send(h.url, 'post', '/api/posts', { content: 'Someone else’s post.' })).body);
    await posts(author, h.url);
    await posts(author, other.url);
    const mine = CreatedPost.parse((await author.send(h.url, 'post', '/api/posts', { content: 'My own post.' })).body);
    const reply = CreatedResponse.parse((await author.send(h.url, 'post', `/api/posts/${theirs.id}/responses`, { content: 'My reply.' })).body);
    expect(await post(author, h.url, mine.id)).toMatchObject({ isMine: true, prayedCount: 0, prayedToday: false });
    expect((await post(author, h.url, theirs.id))?.communityResponses.find((r) => r.id === reply.id)).toMatchObject({ isMine: true });
    await within(1000, async () => (await post(author, other.url, mine.id))?.isMine === true);
    expect((await post(author, other.url, theirs.id))?.communityResponses.find((r) => r.id === reply.id)).toMatchObject({ isMine: true });
    expect((await post(other1, h.url, theirs.id))?.communityResponses.find((r) => r.id === reply.id)).toMatchObject({ isMine: false });
  });

  it('drops a removed item at once, keeping the viewer’s other hearts', async () => {
    const author = await visitor();
    const reader = await visitor();
    const gone = CreatedPost.parse((await author.send(h.url, 'post', '/api/posts', { content: 'To be removed.' })).body);
    const kept = CreatedPost.parse((await author.send(h.url, 'post', '/api/posts', { content: 'To be kept.' })).body);
    await reader.send(h.url, 'patch', `/api/posts/${gone.id}/hearts`, { liked: true });
    await reader.send(h.url, 'patch', `/api/posts/${kept.id}/hearts`, { liked: true });
    expect(await post(reader, h.url, gone.id)).toMatchObject({ liked: true });
    await h.services.moderation.decide(randomUUID(), { itemType: 'post', itemId: gone.id, decision: 'removed' });
    const wall = await posts(reader, h.url);
    expect(wall.some((p) => p.id === gone.id)).toBe(false);
    expect(wall.find((p) => p.id === kept.id)).toMatchObject({ liked: true });
  });
});

describe('the viewer lookup itself', () => {
  it('reads prayers again when the wall’s day changes, with no event', async () => {
    const author = await visitor();
    const friend = await visitor();
    const shared = CreatedPost.parse((await author.send(h.url, 'post', '/api/posts', { content: 'Across midnight.' })).body);
    let at = new Date('2033-03-01T14:30:00Z'); // 23:30 in Tokyo
    const events = createViewerEvents(h.cache, h.logger);
    const intercessions = new IntercessionsService(new IntercessionsRepo(h.db), async () => author.id, 'Asia/Tokyo', events, () => at);
    const lookup = new ViewerLookup(new ViewerStateRepo(h.db), intercessions);
    events.onChange((change) => {
      if (change.kind === 'viewer') lookup.viewerChanged(change.viewer);
    });
    const page = { prayable: { type: 'post' as const, ids: [shared.id] }, hearts: [], own: [] };
    expect((await lookup.forPage(friend.id, page)).prayed.has(`post:${shared.id}`)).toBe(false);
    await intercessions.pray('post', shared.id, friend.id);
    expect((await lookup.forPage(friend.id, page)).prayed.has(`post:${shared.id}`)).toBe(true);
    at = new Date('2033-03-01T15:00:00Z'); // midnight in Tokyo: a new day, no prayer yet
    expect((await lookup.forPage(friend.id, page)).prayed.has(`post:${shared.id}`)).toBe(false);
  });

  it('looks up a page item by item for a viewer with too many hearts to keep', async () => {
    const author = await visitor();
    const reader = await visitor();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(CreatedPost.parse((await author.send(h.url, 'post', '/api/posts', { content: `Many hearts ${i}.` })).body).id);
    const answer = CreatedResponse.parse((await author.send(h.url, 'post', `/api/posts/${ids[0]}/responses`, { content: 'An answer.' })).body);
    for (const id of ids.slice(0, 3)) await reader.send(h.url, 'patch', `/api/posts/${id}/hearts`, { liked: true });
    await reader.send(h.url, 'patch', `/api/responses/${answer.id}/hearts`, { liked: true });
    await reader.send(h.url, 'post', `/api/posts/${ids[1]}/prayers`);
    const states = new ViewerStates({ maxFactsPerViewer: 2 });
    const lookup = new ViewerLookup(new ViewerStateRepo(h.db), h.services.intercessions, states);
    const view = await lookup.forPage(reader.id, {
      prayable: { type: 'post', ids: [ids[1], ids[2], ids[3]] },
      hearts: [
        { type: 'post', ids: [ids[1], ids[2], ids[3]] },
        { type: 'response', ids: [answer.id] },
      ],
      own: [],
    });
    expect([...view.liked].sort()).toEqual([`post:${ids[1]}`, `post:${ids[2]}`, `response:${answer.id}`].sort());
    expect([...view.prayed]).toEqual([`post:${ids[1]}`]);
    expect(states.usage.entries).toBe(1); // remembered as too many, without their rows
    const onlyPrayers = await lookup.forPage(reader.id, { prayable: { type: 'post', ids: [ids[1]] }, hearts: [], own: [] });
    expect([...onlyPrayers.liked]).toEqual([]);
    expect([...onlyPrayers.prayed]).toEqual([`post:${ids[1]}`]);
    const onlyHearts = await lookup.forPage(reader.id, { prayable: { type: 'post', ids: [] }, hearts: [{ type: 'post', ids: [ids[0]] }], own: [] });
    expect([...onlyHearts.liked]).toEqual([`post:${ids[0]}`]);
  });
});
