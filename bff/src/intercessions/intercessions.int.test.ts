import { CreatedPost, CreatedPrayerRequest, Post, PrayResult, PrayerRequestList } from '@flow/contracts';
import { startHarness, type Agent, type Harness } from '../test/harness';
import { createViewerEvents } from '../wall-items/viewer-events';
import { IntercessionsRepo } from './intercessions.repo';
import { IntercessionsService } from './intercessions.service';

let h: Harness;
let author: Agent;
let authorId: string;

beforeAll(async () => {
  h = await startHarness();
  ({ agent: author, anonymousId: authorId } = await h.identified());
});
afterAll(() => h.close());

const post = (agent: Agent, url: string, body: unknown = {}) =>
  agent.post(url).set('Content-Type', 'application/json').send(JSON.stringify(body));

describe('"Pray for this"', () => {
  it('records one prayer per identity per post per day, and only the author sees the count', async () => {
    const created = CreatedPost.parse((await post(author, '/api/posts', { content: 'Pray for my dad.' })).body);
    const { agent: friend } = await h.identified();
    const first = await post(friend, `/api/posts/${created.id}/prayers`);
    expect(first.status).toBe(200);
    expect(PrayResult.parse(first.body)).toEqual({ id: created.id, recorded: true, prayedCount: null });
    const again = await post(friend, `/api/posts/${created.id}/prayers`);
    expect(PrayResult.parse(again.body)).toEqual({ id: created.id, recorded: false, prayedCount: null });

    const seenByFriend = Post.parse((await friend.get(`/api/posts/${created.id}`)).body);
    expect(seenByFriend).toMatchObject({ prayedCount: null, prayedToday: true });
    const seenByAuthor = Post.parse((await author.get(`/api/posts/${created.id}`)).body);
    expect(seenByAuthor).toMatchObject({ prayedCount: 1, prayedToday: false });

    const own = await post(author, `/api/posts/${created.id}/prayers`);
    expect(PrayResult.parse(own.body)).toEqual({ id: created.id, recorded: true, prayedCount: 2 });
  });

  it('counts a burst of prayers from one identity once (concurrency)', async () => {
    const request = CreatedPrayerRequest.parse((await post(author, '/api/prayer-requests', { content: 'Race me.' })).body);
    const { agent: friend } = await h.identified();
    const results = await Promise.all(Array.from({ length: 10 }, () => post(friend, `/api/prayer-requests/${request.id}/prayers`)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.recorded === true)).toHaveLength(1);
    const rows = await h.db('prayers_offered').where({ item_type: 'prayer_request', item_id: request.id }).count({ n: '*' }).first();
    expect(Number(rows?.n)).toBe(1);
    const list = PrayerRequestList.parse((await author.get('/api/prayer-requests')).body);
    expect(list.find((r) => r.id === request.id)?.prayedCount).toBe(1);
  });

  it('lets the same person pray again the next day of the wall calendar', async () => {
    const request = CreatedPrayerRequest.parse((await post(author, '/api/prayer-requests', { content: 'Tomorrow too.' })).body);
    let at = new Date('2032-02-01T23:00:00Z');
    const svc = new IntercessionsService(
      new IntercessionsRepo(h.db),
      async () => authorId,
      'Asia/Tokyo',
      createViewerEvents(h.cache, h.logger),
      () => at,
    );
    expect((await svc.pray('prayer_request', request.id, 'anon_someoneelse1')).recorded).toBe(true);
    at = new Date('2032-02-01T23:30:00Z');
    expect((await svc.pray('prayer_request', request.id, 'anon_someoneelse1')).recorded).toBe(false);
    at = new Date('2032-02-02T15:00:00Z'); // the next day in Tokyo
    expect((await svc.pray('prayer_request', request.id, 'anon_someoneelse1')).recorded).toBe(true);
    // Two prayers, one person.
    expect((await svc.pray('prayer_request', request.id, authorId)).prayedCount).toBe(2);
  });

  it('answers 404 for an unknown or held item, and needs an identity', async () => {
    const missing = await post(author, '/api/posts/nope/prayers');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Post not found');
    const held = CreatedPost.parse((await post(author, '/api/posts', { content: 'I want to kill myself' })).body);
    expect(held.heldForReview).toBe(true);
    expect((await post(author, `/api/posts/${held.id}/prayers`)).status).toBe(404);
    const request = await post(author, '/api/prayer-requests/nope/prayers');
    expect(request.body.message).toBe('Prayer request not found');
    const anonymous = await post(h.agent(), '/api/posts/nope/prayers');
    expect(anonymous.status).toBe(401);
  });
});
