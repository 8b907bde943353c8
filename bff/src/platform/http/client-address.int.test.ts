/**
 * TRUST_PROXY counts proxy hops: only the entries our proxies appended to X-Forwarded-For are
 * believed, so a client cannot rotate its address past per-address limits or pick its country by
 * putting something of its own at the left of the header.
 */
import { startHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { TRUST_PROXY: '1', FLOW_RATE_LIMIT_IDENTITY: '3/600' } });
});
afterAll(() => h.close());

// What a client behind one proxy looks like: its own (forged) entries, then the one the proxy appended.
const via = (forged: string, real: string) => `${forged}, ${real}`;

describe('client address behind TRUST_PROXY=1', () => {
  it('keeps the per-address limit on the real address however the leftmost entry rotates', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await h
        .agent()
        .post('/api/identity')
        .set('Content-Type', 'application/json')
        .set('X-Forwarded-For', via(`198.51.100.${i + 1}`, '203.0.113.77'))
        .send('{}');
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);

    // Another real address still has its own budget.
    const other = await h
      .agent()
      .post('/api/identity')
      .set('Content-Type', 'application/json')
      .set('X-Forwarded-For', via('203.0.113.77', '203.0.113.78'))
      .send('{}');
    expect(other.status).toBe(200);
  });

  it('takes the visitor country from the address the proxy saw, not from a forged entry', async () => {
    const res = await h
      .agent()
      .post('/api/visitors')
      .set('Content-Type', 'application/json')
      .set('X-Forwarded-For', via('81.2.69.142', '8.8.8.8'))
      .send('{}');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ country: 'United States', countryCode: 'US' });
  });
});
