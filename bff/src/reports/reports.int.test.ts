import { CreatedPost, CreatedPrayerRequest, CreatedPrayerResponse, PostList, PrayerRequestWithResponsesList, ReportResult, WallEvent } from '@flow/contracts';
import { establishedVisitor } from '../moderation/test/factories';
import { toDbDate } from '../platform/db/sql';
import { startHarness, type Agent, type Harness } from '../test/harness';

let h: Harness;
let author: Agent;

beforeAll(async () => {
  h = await startHarness({ env: { FLOW_REPORT_HIDE_THRESHOLD: '3' } });
  ({ agent: author } = await h.identified());
});
afterAll(() => h.close());

const post = (agent: Agent, url: string, body: unknown) => agent.post(url).set('Content-Type', 'application/json').send(JSON.stringify(body));

/** People who have been around for a month and shared before: their reports count in full. */
async function reporters(n: number) {
  return Promise.all(Array.from({ length: n }, async () => (await establishedVisitor(h)).agent));
}

async function freshReporters(n: number) {
  return Promise.all(Array.from({ length: n }, async () => (await h.identified()).agent));
}

const visibleOnWall = async (id: string) => PostList.parse((await author.get('/api/posts')).body).some((p) => p.id === id);

describe('reports', () => {
  it('hides a post pending review after three distinct reports, and announces it', async () => {
    const created = CreatedPost.parse((await post(author, '/api/posts', { content: 'Buy cheap watches here.' })).body);
    const events: WallEvent[] = [];
    const unsubscribe = await h.cache.subscribe('wall', (m) => events.push(WallEvent.parse(JSON.parse(m))));
    const [a, b, c] = await reporters(3);
    const body = { itemType: 'post', itemId: created.id, reason: 'spam' };
    expect(ReportResult.parse((await post(a, '/api/reports', body)).body)).toEqual({ recorded: true, hidden: false });
    // The same person twice is still one report.
    expect(ReportResult.parse((await post(a, '/api/reports', body)).body)).toEqual({ recorded: false, hidden: false });
    expect(ReportResult.parse((await post(b, '/api/reports', body)).body)).toEqual({ recorded: true, hidden: false });
    const third = await post(c, '/api/reports', { ...body, reason: 'inappropriate', details: 'advertising' });
    expect(third.status).toBe(201);
    expect(ReportResult.parse(third.body)).toEqual({ recorded: true, hidden: true });

    const wall = PostList.parse((await author.get('/api/posts')).body);
    expect(wall.some((p) => p.id === created.id)).toBe(false);
    expect((await author.get(`/api/posts/${created.id}`)).status).toBe(404);
    // Nothing is deleted.
    expect(await h.db('posts').where({ id: created.id }).first()).toBeDefined();
    await new Promise((r) => setTimeout(r, 100));
    await unsubscribe();
    expect(events).toContainEqual({ type: 'item_hidden', itemType: 'post', id: created.id });
  });

  it('hides a prayer response and a prayer request the same way', async () => {
    const request = CreatedPrayerRequest.parse((await post(author, '/api/prayer-requests', { content: 'Report target.' })).body);
    const response = CreatedPrayerResponse.parse(
      (await post(author, `/api/prayer-requests/${request.id}/responses`, { content: 'Rude reply.' })).body,
    );
    const people = await reporters(3);
    const results = await Promise.all(
      people.map((p) => post(p, '/api/reports', { itemType: 'prayer_response', itemId: response.id, reason: 'harassment' })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    // Racing reports: whoever counted last saw the threshold.
    expect(results.some((r) => r.body.hidden === true)).toBe(true);
    let wall = PrayerRequestWithResponsesList.parse((await author.get('/api/prayer-requests-with-responses')).body);
    expect(wall.find((r) => r.id === request.id)?.responses).toEqual([]);

    for (const p of people) await post(p, '/api/reports', { itemType: 'prayer_request', itemId: request.id, reason: 'other' });
    wall = PrayerRequestWithResponsesList.parse((await author.get('/api/prayer-requests-with-responses')).body);
    expect(wall.some((r) => r.id === request.id)).toBe(false);
  });

  it('refuses bad reports with clear messages', async () => {
    const created = CreatedPost.parse((await post(author, '/api/posts', { content: 'Fine post.' })).body);
    const badType = await post(author, '/api/reports', { itemType: 'chat', itemId: created.id, reason: 'spam' });
    expect(badType.status).toBe(400);
    expect(badType.body.details[0].path).toBe('itemType');
    const badReason = await post(author, '/api/reports', { itemType: 'post', itemId: created.id, reason: 'boring' });
    expect(badReason.status).toBe(400);
    expect(badReason.body.details[0].path).toBe('reason');
    const long = await post(author, '/api/reports', { itemType: 'post', itemId: created.id, reason: 'other', details: 'x'.repeat(501) });
    expect(long.body.message).toBe('Details must be at most 500 characters');
    const missing = await post(author, '/api/reports', { itemType: 'response', itemId: 'nope', reason: 'spam' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Response not found');
    const anonymous = await post(h.agent(), '/api/reports', { itemType: 'post', itemId: created.id, reason: 'spam' });
    expect(anonymous.status).toBe(401);
    expect(await h.db('reports').where({ item_id: created.id }).first()).toBeUndefined();
  });

  describe('brigading', () => {
    it.each([3, 10])('does not hide a post reported by %i brand-new identities, but queues it', async (n) => {
      const created = CreatedPost.parse((await post(author, '/api/posts', { content: `Brigaded by ${n}.` })).body);
      const results = await Promise.all(
        (await freshReporters(n)).map((r) => post(r, '/api/reports', { itemType: 'post', itemId: created.id, reason: 'spam' })),
      );
      expect(results.map((r) => r.status)).toEqual(Array(n).fill(201));
      expect(results.every((r) => r.body.hidden === false)).toBe(true);
      expect(await visibleOnWall(created.id)).toBe(true);
      expect(await h.db('moderation_holds').where({ item_id: created.id }).first()).toBeUndefined();
      // Every report is kept, so the item waits in the moderators' queue.
      expect(await h.db('reports').where({ item_id: created.id })).toHaveLength(n);
    });

    it('counts identities a few days old that never shared anything as half a report each', async () => {
      const created = CreatedPost.parse((await post(author, '/api/posts', { content: 'Lurkers report.' })).body);
      const lurkers = await Promise.all(Array.from({ length: 5 }, () => establishedVisitor(h, { ageDays: 3, contributed: false })));
      for (const [i, l] of lurkers.entries()) {
        const res = await post(l.agent, '/api/reports', { itemType: 'post', itemId: created.id, reason: 'spam' });
        // 0.5 each: five stay below 3, the sixth reaches it.
        expect([i, res.body.hidden]).toEqual([i, false]);
      }
      expect(await visibleOnWall(created.id)).toBe(true);
      const sixth = await establishedVisitor(h, { ageDays: 3, contributed: false });
      expect((await post(sixth.agent, '/api/reports', { itemType: 'post', itemId: created.id, reason: 'spam' })).body.hidden).toBe(true);
      expect(await visibleOnWall(created.id)).toBe(false);
    });

    it('adds nothing for fresh reporters and still hides once established reporters reach the threshold', async () => {
      const created = CreatedPost.parse((await post(author, '/api/posts', { content: 'Late bloomers.' })).body);
      const fresh = await freshReporters(3);
      for (const r of fresh) await post(r, '/api/reports', { itemType: 'post', itemId: created.id, reason: 'harassment' });
      expect(await visibleOnWall(created.id)).toBe(true);
      // Two established people join in: 0 + 0 + 0 + 1 + 1 = 2 < 3, still visible.
      for (const r of await reporters(2)) {
        expect((await post(r, '/api/reports', { itemType: 'post', itemId: created.id, reason: 'harassment' })).body.hidden).toBe(false);
      }
      expect(await visibleOnWall(created.id)).toBe(true);
      const [third] = await reporters(1);
      expect((await post(third, '/api/reports', { itemType: 'post', itemId: created.id, reason: 'harassment' })).body.hidden).toBe(true);
      expect(await visibleOnWall(created.id)).toBe(false);
    });

    it('weighs a signed-in reporter as established once the identity is a day old', async () => {
      const created = CreatedPost.parse((await post(author, '/api/posts', { content: 'Members report.' })).body);
      const members = await Promise.all(Array.from({ length: 3 }, () => establishedVisitor(h, { ageDays: 2, contributed: false })));
      for (const m of members) {
        await h.db('users').insert({ id: `u-${m.anonymousId.slice(5, 30)}`, anonymous_id: m.anonymousId, email: `${m.anonymousId}@example.org`, created_at: toDbDate(new Date()), updated_at: toDbDate(new Date()) });
      }
      const results = [];
      for (const m of members) results.push((await post(m.agent, '/api/reports', { itemType: 'post', itemId: created.id, reason: 'spam' })).body.hidden);
      expect(results).toEqual([false, false, true]);
    });
  });
});
