import { VisitorResult, VisitorStats } from '@flow/contracts';
import { startHarness, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => h.close());

const track = (agent: ReturnType<Harness['agent']>, ip: string | null, body: unknown = {}) => {
  const req = agent.post('/api/visitors').set('Content-Type', 'application/json');
  if (ip) req.set('X-Forwarded-For', ip);
  return req.send(JSON.stringify(body));
};

describe('visitors', () => {
  it('decides the country from the address, never from the body', async () => {
    const { agent, anonymousId } = await h.identified();
    const res = await track(agent, '8.8.8.8', { anonymousId: 'anon_forgedforged', country: 'Narnia', countryCode: 'NA' });
    expect(res.status).toBe(201);
    expect(VisitorResult.parse(res.body)).toEqual({ country: 'United States', countryCode: 'US' });
    const row = await h.db('visitors').orderBy('created_at', 'desc').first();
    expect(row).toMatchObject({ anonymous_id: anonymousId, country: 'United States', country_code: 'US' });
  });

  it('handles an unknown address (localhost, private, IPv6)', async () => {
    for (const ip of [null, '10.1.2.3', '2001:db8::1']) {
      const res = await track(h.agent(), ip);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ country: null, countryCode: null });
    }
  });

  it('counts people, not visits, and lists countries with the most visitors first', async () => {
    const uk1 = await h.identified();
    const uk2 = await h.identified();
    await track(uk1.agent, '81.2.69.142');
    await track(uk1.agent, '81.2.69.142'); // the same person 30 minutes later
    await track(uk2.agent, '81.2.69.142');
    const res = await h.agent().get('/api/visitor-stats');
    expect(res.status).toBe(200);
    const stats = VisitorStats.parse(res.body);
    expect(stats.countries[0]).toEqual({ country: 'United Kingdom', countryCode: 'GB', count: 2 });
    expect(stats.countries[1]).toEqual({ country: 'United States', countryCode: 'US', count: 1 });
    // US person, two UK people, three unknown visits without an id.
    expect(stats.totalVisitors).toBe(6);
  });

  it('refuses a body of the wrong shape', async () => {
    const res = await track(h.agent(), null, { countryCode: 'x'.repeat(50) });
    expect(res.status).toBe(400);
  });
});

describe('visitors without a trusted proxy', () => {
  it('ignores X-Forwarded-For', async () => {
    const plain = await startHarness();
    try {
      const res = await plain.agent().post('/api/visitors').set('Content-Type', 'application/json').set('X-Forwarded-For', '8.8.8.8').send('{}');
      expect(res.body).toEqual({ country: null, countryCode: null });
    } finally {
      await plain.close();
    }
  });
});
