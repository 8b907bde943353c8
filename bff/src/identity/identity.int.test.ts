import { ANONYMOUS_ID_PATTERN, IdentityResult } from '@flow/contracts';
import { anonId, startHarness, type Agent, type Harness } from '../test/harness';
import { IDENTITY_COOKIE } from './identity.cookie';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { FLOW_ALLOWED_ORIGINS: 'https://church.example, https://app.example' } });
});
afterAll(() => h.close());

const bind = (agent: Agent, body: unknown, headers: Record<string, string> = {}) =>
  agent.post('/api/identity').set('Content-Type', 'application/json').set(headers).send(JSON.stringify(body));

const post = (agent: Agent, headers: Record<string, string> = {}) =>
  agent.post('/api/posts').set('Content-Type', 'application/json').set(headers).send({ content: 'hello' });

describe('POST /api/identity', () => {
  it("binds the browser's own id when nobody has it, in a signed httpOnly cookie", async () => {
    const wanted = anonId();
    const agent = h.agent();
    const res = await bind(agent, { anonymousId: wanted });
    expect(res.status).toBe(200);
    expect(IdentityResult.parse(res.body)).toEqual({ anonymousId: wanted });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const main = cookies.find((c) => c.startsWith(`${IDENTITY_COOKIE}=`))!;
    expect(main).toMatch(/httponly/i);
    expect(main).toMatch(/samesite=lax/i);
    expect(main).not.toMatch(/;\s*secure/i); // plain HTTP here
    expect(main).toMatch(/expires=/i);
    expect(cookies.some((c) => c.startsWith(`${IDENTITY_COOKIE}.sig=`))).toBe(true);
    const row = await h.db('identities').where({ anonymous_id: wanted }).first();
    expect(row).toBeDefined();
  });

  it('generates a fresh id when none is sent or it is malformed', async () => {
    for (const body of [{}, { anonymousId: 'not-an-anon-id' }, { anonymousId: 'anon_short' }]) {
      const res = await bind(h.agent(), body);
      expect(res.status).toBe(200);
      expect(res.body.anonymousId).toMatch(/^anon_[A-Za-z0-9_-]{24}$/);
      expect(res.body.anonymousId).toMatch(ANONYMOUS_ID_PATTERN);
    }
  });

  it('refuses to bind an id that another browser holds, and gives a new one', async () => {
    const { anonymousId: taken } = await h.identified();
    const res = await bind(h.agent(), { anonymousId: taken });
    expect(res.status).toBe(200);
    expect(res.body.anonymousId).not.toBe(taken);
    expect(res.body.anonymousId).toMatch(ANONYMOUS_ID_PATTERN);
  });

  it('treats ids that differ only in case as different people', async () => {
    const lower = `anon_${'abcdefghij'}${Date.now()}`;
    const upper = lower.replace('abcdefghij', 'ABCDEFGHIJ');
    expect((await bind(h.agent(), { anonymousId: lower })).body.anonymousId).toBe(lower);
    expect((await bind(h.agent(), { anonymousId: upper })).body.anonymousId).toBe(upper);
  });

  it('lets exactly one of two racing browsers claim the same id', async () => {
    const wanted = anonId();
    const results = await Promise.all(Array.from({ length: 6 }, () => bind(h.agent(), { anonymousId: wanted })));
    const got = results.map((r) => r.body.anonymousId);
    expect(got.filter((id) => id === wanted)).toHaveLength(1);
    expect(new Set(got).size).toBe(6);
  });

  it('returns the cookie identity again, whatever the body says', async () => {
    const { agent, anonymousId } = await h.identified();
    const res = await bind(agent, { anonymousId: anonId() }, { 'x-anonymous-id': anonId() });
    expect(res.body.anonymousId).toBe(anonymousId);
  });

  it('ignores a cookie with a forged signature', async () => {
    const victim = await h.identified();
    const res = await h
      .agent()
      .post('/api/identity')
      .set('Content-Type', 'application/json')
      .set('Cookie', `${IDENTITY_COOKIE}=${victim.anonymousId}; ${IDENTITY_COOKIE}.sig=forged`)
      .send({});
    expect(res.body.anonymousId).not.toBe(victim.anonymousId);
  });
});

describe('identity on writes', () => {
  it('writes as the cookie identity when the header agrees or is absent', async () => {
    const { agent, anonymousId } = await h.identified();
    expect((await post(agent)).status).toBe(201);
    const res = await post(agent, { 'x-anonymous-id': anonymousId });
    expect(res.status).toBe(201);
    // Written as the cookie's identity: its author sees it as theirs (the id itself is never sent).
    expect(res.body.isMine).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain(anonymousId);
  });

  it('refuses a write whose x-anonymous-id differs from the cookie (403)', async () => {
    const { agent } = await h.identified();
    const other = await h.identified();
    const res = await post(agent, { 'x-anonymous-id': other.anonymousId });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'identity_mismatch',
      message: 'This anonymous id belongs to another browser. Please reload the page.',
    });
  });

  it('refuses a write without an identity cookie (401), even with a claimed header', async () => {
    const { anonymousId } = await h.identified();
    const count = Number((await h.db('posts').count({ n: '*' }).first())?.n);
    const res = await post(h.agent(), { 'x-anonymous-id': anonymousId });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: 'identity_required',
      message: 'Your anonymous session is missing. Please reload the page.',
    });
    expect(Number((await h.db('posts').count({ n: '*' }).first())?.n)).toBe(count);
  });

  it('still serves reads when the header does not match', async () => {
    const { agent } = await h.identified();
    const res = await agent.get('/api/posts').set('x-anonymous-id', anonId());
    expect(res.status).toBe(200);
  });
});

describe('CSRF', () => {
  it('refuses a write from a foreign Origin (403)', async () => {
    const { agent } = await h.identified();
    const res = await post(agent, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('csrf_rejected');
    const bindRes = await bind(h.agent(), {}, { Origin: 'https://evil.example' });
    expect(bindRes.status).toBe(403);
  });

  it('accepts its own origin and FLOW_ALLOWED_ORIGINS', async () => {
    const { agent } = await h.identified();
    expect((await post(agent, { Origin: h.url })).status).toBe(201);
    const allowed = await post(agent, { Origin: 'https://church.example' });
    expect(allowed.status).toBe(201);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://church.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
  });

  it('answers the CORS preflight only for allowed origins', async () => {
    const ok = await h
      .agent()
      .options('/api/posts')
      .set('Origin', 'https://app.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,x-anonymous-id');
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(ok.headers['access-control-allow-headers']).toMatch(/x-anonymous-id/i);
    const refused = await h
      .agent()
      .options('/api/posts')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("answers Flow's own other origins on the public reads with credentials, as the app calls them", async () => {
    // The app (a native shell, or remotes on another origin) calls these with credentials;
    // `*` would make the browser drop the answer: no daily verse, no crisis lines, no puzzle to
    // post with.
    for (const path of ['/api/daily-verse', '/api/crisis-lines?lang=es', '/api/challenge']) {
      const res = await h.agent().get(path).set('Origin', 'https://app.example');
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('https://app.example');
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      const preflight = await h
        .agent()
        .options(path)
        .set('Origin', 'https://app.example')
        .set('Access-Control-Request-Method', 'GET')
        .set('Access-Control-Request-Headers', 'x-request-id');
      expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example');
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      // Any other page still reads them, without credentials.
      const other = await h.agent().get(path).set('Origin', 'https://anywhere.example');
      expect(other.headers['access-control-allow-origin']).toBe('*');
      expect(other.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('refuses a write that is not JSON (415), which a cross-site form could send', async () => {
    const { agent } = await h.identified();
    const res = await agent.post('/api/posts').type('form').send('content=hi');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      error: 'unsupported_media_type',
      message: 'Send the request body as JSON (Content-Type: application/json).',
    });
  });
});

describe('behind a TLS-terminating proxy (TRUST_PROXY)', () => {
  let proxied: Harness;
  beforeAll(async () => {
    proxied = await startHarness({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => proxied.close());

  it('marks the cookie Secure and accepts the public https origin', async () => {
    const agent = proxied.agent();
    const res = await agent
      .post('/api/identity')
      .set('Content-Type', 'application/json')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'flow.example')
      .set('Origin', 'https://flow.example')
      .send({});
    expect(res.status).toBe(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.find((c) => c.startsWith(`__Host-${IDENTITY_COOKIE}=`))).toMatch(/;\s*secure/i);
  });
});

describe('the identity rate limit and page reloads', () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await startHarness({ env: { FLOW_RATE_LIMIT_IDENTITY: '3/600' } });
  });
  afterAll(() => limited.close());

  it('does not spend the per-address limit when the browser already holds a valid cookie', async () => {
    const { agent, anonymousId } = await limited.identified();
    // The shell confirms its identity on every page load: 30 reloads by one visitor...
    for (let i = 0; i < 30; i++) {
      const res = await bind(agent, { anonymousId: anonId() });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ anonymousId });
    }
    // ...leave the other first-time visitors on the same address their budget (2 of 3 left).
    expect((await bind(limited.agent(), {})).status).toBe(200);
    expect((await bind(limited.agent(), {})).status).toBe(200);
    expect((await bind(limited.agent(), {})).status).toBe(429);
  });

  it('still limits browsers whose cookie is forged', async () => {
    const res = await bind(limited.agent(), {}, { Cookie: `${IDENTITY_COOKIE}=${anonId()}; ${IDENTITY_COOKIE}.sig=forged` });
    expect(res.status).toBe(429);
  });
});
