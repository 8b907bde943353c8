import { BUILT_IN_VERSE, ErrorBody, RandomVerse } from '@flow/contracts';
import { startHarness, type Harness } from '../test/harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ env: { FLOW_RATE_LIMIT_SCRIPTURE: '6/60', FLOW_RATE_LIMIT_IP_FACTOR: '5', FLOW_AI_WORKER: 'false' } });
});
afterAll(() => h.close());

describe('GET /api/random-verse (spec 001 §4 Get New Verse)', () => {
  it('answers a whole verse of the bundled World English Bible, never the one on screen', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await h.agent().get('/api/random-verse').query({ except: BUILT_IN_VERSE.reference });
      expect(res.status).toBe(200);
      const verse = RandomVerse.parse(res.body);
      expect(verse.translation).toBe('World English Bible');
      expect(verse.reference).not.toBe(BUILT_IN_VERSE.reference);
      expect(verse.reference).toMatch(/^[1-3]? ?[A-Z][a-z]+(?: of [A-Z][a-z]+)? \d+:\d+$/);
      // Starts a sentence: a verse that opens mid-sentence is not offered on its own.
      expect(verse.verse).toMatch(/^[“‘"']?\p{Lu}/u);
      seen.add(verse.reference);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('refuses an over-long except with a clear 400', async () => {
    const res = await h.agent().get('/api/random-verse').query({ except: 'x'.repeat(101) });
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(res.body).message).toMatch(/100/);
  });

  it('is rate-limited with the scripture limit', async () => {
    const agent = h.agent();
    let last = 200;
    // Without an identity cookie the per-address budget applies (6 × FLOW_RATE_LIMIT_IP_FACTOR).
    for (let i = 0; i < 40 && last !== 429; i++) last = (await agent.get('/api/random-verse')).status;
    expect(last).toBe(429);
  });
});

describe('GET /api/site-info', () => {
  it('says where Add Your Charity writes: the charities mailbox of the public host by default', async () => {
    const res = await h.agent().get('/api/site-info');
    expect(res.status).toBe(200);
    // The harness runs without FLOW_PUBLIC_URL or FLOW_CHARITIES_EMAIL.
    expect(res.body).toEqual({ charitiesEmail: null, creator: null });
  });
});
