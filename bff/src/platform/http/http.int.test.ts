import { Writable } from 'node:stream';
import pino from 'pino';
import { startHarness, type Agent, type Harness } from '../../test/harness';

const json = (agent: Agent, url: string, body: unknown, method: 'post' | 'patch' = 'post') =>
  agent[method](url).set('Content-Type', 'application/json').send(JSON.stringify(body));

describe('rate limits', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      env: {
        FLOW_RATE_LIMIT_POSTS: '3/60',
        FLOW_RATE_LIMIT_HEARTS: '4/60',
        FLOW_RATE_LIMIT_IDENTITY: '8/60',
        FLOW_RATE_LIMIT_IP_FACTOR: '2',
      },
    });
  });
  afterAll(() => h.close());

  it('limits posts per identity, then per IP, with 429 and Retry-After', async () => {
    const a = await h.identified();
    for (let i = 0; i < 3; i++) expect((await json(a.agent, '/api/posts', { content: `a${i}` })).status).toBe(201);
    const limited = await json(a.agent, '/api/posts', { content: 'one too many' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      error: 'rate_limited',
      message: "You've shared several posts in a short time. Please wait a few minutes before sharing again.",
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another identity on the same IP has its own budget, until the IP's (3 × 2 attempts, the
    // refused one included) runs out.
    const b = await h.identified();
    for (let i = 0; i < 2; i++) expect((await json(b.agent, '/api/posts', { content: `b${i}` })).status).toBe(201);
    expect((await json(b.agent, '/api/posts', { content: 'b2' })).status).toBe(429);

    const stored = await h.db('posts').count({ n: '*' }).first();
    expect(Number(stored?.n)).toBe(5);
  });

  it('limits hearts separately from posts', async () => {
    const a = await h.identified();
    const [post] = await h.db('posts').select('id').limit(1);
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await json(a.agent, `/api/posts/${post.id}/hearts`, { liked: i % 2 === 0 }, 'patch')).status);
    expect(results).toEqual([200, 200, 200, 200, 429]);
  });

  it('limits identity binding per IP', async () => {
    // 3 bound above plus these; the 9th call from this IP is refused.
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await h.agent().post('/api/identity').set('Content-Type', 'application/json').send({})).status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});

describe('errors and logging', () => {
  let h: Harness;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    h = await startHarness({ logger: pino({ level: 'info' }, sink) });
  });
  afterAll(() => h.close());

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await h.agent().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not_found', message: 'There is no API endpoint at this address.' });
  });

  it('answers a wrong method with a JSON 405 and Allow', async () => {
    const { agent } = await h.identified();
    const res = await agent.delete('/api/posts').set('Content-Type', 'application/json');
    expect(res.status).toBe(405);
    expect(res.body.error).toBe('method_not_allowed');
    expect(res.headers.allow).toMatch(/GET/);
    expect(res.headers.allow).toMatch(/POST/);
  });

  it('logs one line per request without bodies', async () => {
    const { agent } = await h.identified();
    await json(agent, '/api/posts', { content: 'a very private worry' });
    const requestLines = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request' && l.path === '/api/posts');
    expect(requestLines.length).toBeGreaterThan(0);
    const line = requestLines.at(-1);
    expect(line).toMatchObject({ method: 'POST', path: '/api/posts', status: 201 });
    expect(typeof line.reqId).toBe('string');
    expect(typeof line.ms).toBe('number');
    expect(lines.join('\n')).not.toContain('a very private worry');
  });

  it('hides unexpected failures behind a 500 and logs the stack', async () => {
    await h.db.schema.dropTable('community_responses');
    const res = await h.agent().get('/api/posts');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
    expect(res.text).not.toMatch(/community_responses/);
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(logged?.err?.stack).toBeDefined();
  });
});
