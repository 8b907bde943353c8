import { CommunityStats, CreatedPost, CreatedPrayerRequest } from '@flow/contracts';
import { startHarness, type Agent, type Harness } from '../test/harness';
import { STATS_CACHE_KEY } from './stats.service';

let h: Harness;
let agent: Agent;

beforeAll(async () => {
  h = await startHarness();
  ({ agent } = await h.identified());
});
afterAll(() => h.close());

const post = (url: string, body: unknown = {}) => agent.post(url).set('Content-Type', 'application/json').send(JSON.stringify(body));

async function stats() {
  await h.cache.del(STATS_CACHE_KEY);
  const res = await h.agent().get('/api/stats');
  expect(res.status).toBe(200);
  return CommunityStats.parse(res.body);
}

describe('GET /api/stats', () => {
  it('counts posts shared, responses given (posts and prayers) and prayers offered', async () => {
    expect(await stats()).toEqual({ postsShared: 0, responsesGiven: 0, prayersOffered: 0 });
    const p = CreatedPost.parse((await post('/api/posts', { content: 'Counted.' })).body);
    const r = CreatedPrayerRequest.parse((await post('/api/prayer-requests', { content: 'Counted too.' })).body);
    await post(`/api/posts/${p.id}/responses`, { content: 'One.' });
    await post(`/api/prayer-requests/${r.id}/responses`, { content: 'Two.' });
    await post(`/api/posts/${p.id}/prayers`);
    await post(`/api/prayer-requests/${r.id}/prayers`);
    await post(`/api/prayer-requests/${r.id}/prayers`); // same day: not another prayer
    expect(await stats()).toEqual({ postsShared: 1, responsesGiven: 2, prayersOffered: 2 });
  });

  it('serves a short-lived cached copy between counts', async () => {
    const before = await stats();
    await post('/api/posts', { content: 'Not yet counted.' });
    const cached = CommunityStats.parse((await h.agent().get('/api/stats')).body);
    expect(cached).toEqual(before);
    expect((await stats()).postsShared).toBe(before.postsShared + 1);
  });
});
