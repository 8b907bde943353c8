import { CreatedPost } from '@flow/contracts';
import { RATE_LIMIT_MESSAGES } from '../platform/http/rate-limit';
import { startHarness, type Agent, type Harness } from '../test/harness';

let h: Harness;
let author: Agent;
beforeAll(async () => {
  h = await startHarness({
    env: {
      FLOW_RATE_LIMIT_PRAYER_REQUESTS: '2/60',
      FLOW_RATE_LIMIT_PRAYER_RESPONSES: '2/60',
      FLOW_RATE_LIMIT_PRAYERS: '2/60',
      FLOW_RATE_LIMIT_REPORTS: '1/60',
      FLOW_RATE_LIMIT_VISITORS: '2/60',
      FLOW_RATE_LIMIT_IP_FACTOR: '100',
    },
  });
  ({ agent: author } = await h.identified());
});
afterAll(() => h.close());

const post = (agent: Agent, url: string, body: unknown = {}) =>
  agent.post(url).set('Content-Type', 'application/json').send(JSON.stringify(body));

function expectLimited(res: { status: number; body: unknown; headers: Record<string, string> }, message: string | undefined) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ error: 'rate_limited', message });
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe('rate limits of the wall (per identity, stored in the cache adapter)', () => {
  it('limits prayer requests and keeps the refused one out of the database', async () => {
    expect((await post(author, '/api/prayer-requests', { content: 'One.' })).status).toBe(201);
    expect((await post(author, '/api/prayer-requests', { content: 'Two.' })).status).toBe(201);
    expectLimited(await post(author, '/api/prayer-requests', { content: 'Three.' }), RATE_LIMIT_MESSAGES.prayerRequests);
    expect(await h.db('prayer_requests').where({ content: 'Three.' }).first()).toBeUndefined();
    // Another person is not affected.
    const other = await h.identified();
    expect((await post(other.agent, '/api/prayer-requests', { content: 'Mine.' })).status).toBe(201);
  });

  it('limits prayer responses, prayers and reports separately', async () => {
    const { agent } = await h.identified();
    const [request] = await h.db('prayer_requests').select('id').limit(1);
    const created = CreatedPost.parse((await post(author, '/api/posts', { content: 'Pray.' })).body);
    for (let i = 0; i < 2; i++) expect((await post(agent, `/api/prayer-requests/${request.id}/responses`, { content: `R${i}.` })).status).toBe(201);
    expectLimited(await post(agent, `/api/prayer-requests/${request.id}/responses`, { content: 'R3.' }), RATE_LIMIT_MESSAGES.prayerResponses);

    expect((await post(agent, `/api/posts/${created.id}/prayers`)).status).toBe(200);
    expect((await post(agent, `/api/prayer-requests/${request.id}/prayers`)).status).toBe(200);
    expectLimited(await post(agent, `/api/posts/${created.id}/prayers`), RATE_LIMIT_MESSAGES.prayers);

    expect((await post(agent, '/api/reports', { itemType: 'post', itemId: created.id, reason: 'spam' })).status).toBe(201);
    expectLimited(
      await post(agent, '/api/reports', { itemType: 'prayer_request', itemId: request.id, reason: 'spam' }),
      RATE_LIMIT_MESSAGES.reports,
    );
  });

  it('limits visitor tracking per browser', async () => {
    const { agent } = await h.identified();
    expect((await post(agent, '/api/visitors')).status).toBe(201);
    expect((await post(agent, '/api/visitors')).status).toBe(201);
    expectLimited(await post(agent, '/api/visitors'), RATE_LIMIT_MESSAGES.visitors);
  });
});
