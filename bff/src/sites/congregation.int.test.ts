/**
 * A church on one Wi-Fi: hundreds of people behind one address. Per-identity limits stay strict;
 * the per-address budget is generous, and beyond it each further write solves a proof of work
 * (ALTCHA) instead of being refused. Every request here comes from 127.0.0.1.
 */
import { RATE_LIMIT_DEFAULTS } from '../platform/config';
import { CHALLENGE_REQUIRED_MESSAGE } from '../platform/http/errors';
import { RATE_LIMIT_MESSAGES } from '../platform/http/rate-limit';
import { startHarness, type Agent, type Harness } from '../test/harness';
import { buildSite, solvedChallenge, widgetPath } from './test/factories';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    env: {
      // The shipped defaults (the harness is otherwise generous), except an easier puzzle so 400
      // solutions take seconds here; the difficulty is FLOW_ALTCHA_MAX_NUMBER.
      FLOW_RATE_LIMIT_IDENTITY: RATE_LIMIT_DEFAULTS.identity,
      FLOW_RATE_LIMIT_PRAYER_REQUESTS: RATE_LIMIT_DEFAULTS.prayerRequests,
      FLOW_RATE_LIMIT_HEARTS: RATE_LIMIT_DEFAULTS.hearts,
      FLOW_ALTCHA_MAX_NUMBER: '2000',
    },
  });
});
afterAll(() => h.close());

const VISITORS = 300;

interface Outcome {
  status: number;
  challenged: boolean;
  body: Record<string, unknown>;
}

/** Sends a write like the clients do: on `challenge_required`, solve and send it again once. */
async function write(agent: Agent, send: (altcha?: string) => Promise<{ status: number; body: Record<string, unknown> }>): Promise<Outcome> {
  const first = await send();
  if (first.status !== 429 || first.body.error !== 'challenge_required') return { status: first.status, body: first.body, challenged: false };
  expect(first.body.message).toBe(CHALLENGE_REQUIRED_MESSAGE);
  const again = await send(await solvedChallenge(agent));
  return { status: again.status, body: again.body, challenged: true };
}

const json = (req: ReturnType<Agent['post']>, body: unknown, altcha?: string) => {
  req.set('Content-Type', 'application/json');
  if (altcha) req.set('X-Altcha', altcha);
  return req.send(JSON.stringify(body));
};

async function visitFlow(i: number) {
  const agent = h.agent();
  expect((await agent.get('/api/prayer-requests')).status).toBe(200);
  const bound = await write(agent, (altcha) => json(agent.post('/api/identity'), {}, altcha));
  expect(bound.status).toBe(200);
  const posted = await write(agent, (altcha) => json(agent.post('/api/prayer-requests'), { content: `Visitor ${i} asks for prayer.` }, altcha));
  expect(posted.status).toBe(201);
  return [bound.challenged, posted.challenged];
}

async function visitWidget(i: number, site: { siteKey: string; origins: string[] }) {
  const agent = h.agent();
  expect((await agent.get(widgetPath(site, '/prayer-requests'))).status).toBe(200);
  const origin = site.origins[0];
  const bound = await write(agent, (altcha) => json(agent.post(widgetPath(site, '/identity')).set('Origin', origin), {}, altcha));
  expect(bound.status).toBe(200);
  const token = bound.body.token as string;
  const posted = await write(agent, (altcha) =>
    json(agent.post(widgetPath(site, '/prayer-requests')).set('Origin', origin).set('Authorization', `Bearer ${token}`), { content: `Visitor ${i} asks for prayer.` }, altcha),
  );
  expect(posted.status).toBe(201);
  return [bound.challenged, posted.challenged];
}

describe('a congregation behind one address', () => {
  it(`lets ${VISITORS} visitors from one address read, bind an identity and post once within 10 minutes`, async () => {
    const site = await buildSite(h, { origins: ['https://grace.example'] });
    const challenged: boolean[] = [];
    // In groups, as people arrive: half in Flow itself, half through the church's widget.
    for (let start = 0; start < VISITORS; start += 25) {
      const group = Array.from({ length: Math.min(25, VISITORS - start) }, (_, k) => start + k);
      const results = await Promise.all(group.map((i) => (i % 2 ? visitWidget(i, site) : visitFlow(i))));
      challenged.push(...results.flat());
    }
    const count = await h.db('prayer_requests').where('content', 'like', 'Visitor % asks for prayer.').count({ n: '*' }).first();
    expect(Number(count?.n)).toBe(VISITORS);
    expect(Number((await h.db('prayer_requests').where({ site_id: site.id }).count({ n: '*' }).first())?.n)).toBe(VISITORS / 2);
    // The first writes fit the address's budget; the rest solved a puzzle; nobody was refused.
    const solved = challenged.filter(Boolean).length;
    expect(solved).toBeGreaterThan(0);
    expect(solved).toBeLessThan(challenged.length);
  }, 180_000);

  it('accepts each solved challenge once', async () => {
    // The congregation spent the address's budget: a new binding needs a puzzle.
    expect((await json(h.agent().post('/api/identity'), {})).body.error).toBe('challenge_required');
    const agent = h.agent();
    const altcha = await solvedChallenge(agent);
    const first = await json(agent.post('/api/identity'), {}, altcha);
    expect(first.status).toBe(200);
    const replay = await json(h.agent().post('/api/identity'), {}, altcha);
    expect(replay.status).toBe(429);
    expect(replay.body.error).toBe('challenge_required');
    const forged = await json(h.agent().post('/api/identity'), {}, Buffer.from('{"signature":"x","number":1}').toString('base64'));
    expect(forged.body.error).toBe('challenge_required');
  });

  it('still stops one visitor flooding, puzzle or not (Flow and widget)', async () => {
    const { points } = h.config.rateLimits.prayerRequests;
    const agent = h.agent();
    expect((await write(agent, (altcha) => json(agent.post('/api/identity'), {}, altcha))).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < points + 3; i++) {
      const res = await write(agent, (altcha) => json(agent.post('/api/prayer-requests'), { content: `Flood ${i}.` }, altcha));
      statuses.push(res.status);
      if (res.status === 429) expect(res.body).toMatchObject({ error: 'rate_limited', message: RATE_LIMIT_MESSAGES.prayerRequests });
    }
    expect(statuses).toEqual([...Array(points).fill(201), 429, 429, 429]);
    expect(Number((await h.db('prayer_requests').where('content', 'like', 'Flood %').count({ n: '*' }).first())?.n)).toBe(points);

    const site = await buildSite(h);
    const bound = await write(agent, (altcha) => json(agent.post(widgetPath(site, '/identity')).set('Origin', site.origins[0]), {}, altcha));
    const token = bound.body.token as string;
    const widgetStatuses: number[] = [];
    for (let i = 0; i < points + 2; i++) {
      const res = await write(agent, (altcha) =>
        json(agent.post(widgetPath(site, '/prayer-requests')).set('Origin', site.origins[0]).set('Authorization', `Bearer ${token}`), { content: `Widget flood ${i}.` }, altcha),
      );
      widgetStatuses.push(res.status);
    }
    expect(widgetStatuses).toEqual([...Array(points).fill(201), 429, 429]);
  }, 60_000);

  it('takes no puzzle past the address budget for anything but the community’s writes (sign-in mail, here)', async () => {
    const signin = await startHarness({ env: { FLOW_RATE_LIMIT_SIGNIN: '1/600', FLOW_RATE_LIMIT_IP_FACTOR: '1', FLOW_ALTCHA_MAX_NUMBER: '2000' } });
    try {
      const agent = signin.agent();
      const ask = (altcha?: string) => json(agent.post('/api/auth/email'), { email: 'ruth@example.org' }, altcha);
      expect((await ask()).status).toBeLessThan(400);
      const refused = await ask(await solvedChallenge(agent));
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('rate_limited');
    } finally {
      await signin.close();
    }
  });

  it('does not ask readers for anything', async () => {
    for (let i = 0; i < 50; i++) expect((await h.agent().get('/api/prayer-requests')).status).toBe(200);
  });
});
