import { startHarness, type Agent, type Harness } from '../../test/harness';

/** Raw JSON, so escapes such as a lone "\ud800" reach the server exactly as a client sent them. */
const raw = (agent: Agent, method: 'post' | 'patch', url: string, body: string) =>
  agent[method](url).set('Content-Type', 'application/json').send(body);
const json = (agent: Agent, method: 'post' | 'patch', url: string, body: unknown) => raw(agent, method, url, JSON.stringify(body));

describe('the content rule on every engine', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ env: { FLOW_RATE_LIMIT_POSTS: '40/60' } });
  });
  afterAll(() => h.close());

  const intact = '🙏🏽 Café 𝄞 한국어 👨‍👩‍👧 नमस्ते\n\tआमेन।';

  it('stores and reads back emoji, combining sequences and 4-byte characters intact (NFC)', async () => {
    const { agent } = await h.identified();
    const created = await json(agent, 'post', '/api/posts', { content: ' 🙏🏽 Cafe\u0301 𝄞 한국어 👨‍👩‍👧 नमस्ते\n\tआमेन। ' });
    expect(created.status).toBe(201);
    expect(created.body.content).toBe(intact);
    const read = await agent.get(`/api/posts/${created.body.id}`);
    expect(read.body.content).toBe(intact);
    const row = await h.db('posts').where({ id: created.body.id }).first();
    expect(row.content).toBe(intact);

    const response = await json(agent, 'post', `/api/posts/${created.body.id}/responses`, { content: '❤️‍🔥 Ole\u0301.' });
    expect(response.status).toBe(201);
    const again = await agent.get(`/api/posts/${created.body.id}`);
    expect(again.body.communityResponses.map((r: { content: string }) => r.content)).toEqual(['❤️‍🔥 Ol\u00E9.']);
  });

  it('counts the length in characters, so a post of 2000 emoji fits', async () => {
    const { agent } = await h.identified();
    const full = await json(agent, 'post', '/api/posts', { content: '🙏'.repeat(2000) });
    expect(full.status).toBe(201);
    const row = await h.db('posts').where({ id: full.body.id }).first();
    expect(row.content).toBe('🙏'.repeat(2000));
    const over = await json(agent, 'post', '/api/posts', { content: '🙏'.repeat(2001) });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ error: 'validation_failed', reason: 'text_too_long' });
  });

  it('refuses control characters, lone surrogates and invisible-only text with stable codes', async () => {
    const { agent } = await h.identified();
    const count = async (table: string) => Number((await h.db(table).count({ n: '*' }).first())?.n);
    const [posts, prayers] = [await count('posts'), await count('prayer_requests')];
    const nul = await json(agent, 'post', '/api/posts', { content: 'hello\u0000world' });
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({
      error: 'validation_failed',
      reason: 'text_control_characters',
      message: 'Post contains control characters that cannot be shown. Please remove them.',
      details: [
        {
          path: 'content',
          code: 'text_control_characters',
          message: 'Post contains control characters that cannot be shown. Please remove them.',
        },
      ],
    });
    const surrogate = await raw(agent, 'post', '/api/prayer-requests', '{"content":"pray \\ud800 for me"}');
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.reason).toBe('text_broken_character');
    const invisible = await json(agent, 'post', '/api/prayer-requests', { content: '\u200B\u00AD\uFEFF \u2060' });
    expect(invisible.status).toBe(400);
    expect(invisible.body).toMatchObject({ reason: 'text_empty', message: 'Prayer request cannot be empty' });
    expect([await count('posts'), await count('prayer_requests')]).toEqual([posts, prayers]);
  });

  it('removes bidi overrides before storing', async () => {
    const { agent } = await h.identified();
    const created = await json(agent, 'post', '/api/prayer-requests', { content: 'Please pray\u202E for my exam\u2066!\u2069' });
    expect(created.status).toBe(201);
    const row = await h.db('prayer_requests').where({ id: created.body.id }).first();
    expect(row.content).toBe('Please pray for my exam!');
  });

  it('applies the rule to prayer responses, testimonies and report details', async () => {
    const { agent } = await h.identified();
    const request = await json(agent, 'post', '/api/prayer-requests', { content: 'for my family' });
    const id = request.body.id as string;
    const response = await json(agent, 'post', `/api/prayer-requests/${id}/responses`, { content: 'a\u001Bb' });
    expect(response.body.reason).toBe('text_control_characters');
    const testimony = await json(agent, 'patch', `/api/prayer-requests/${id}/answered`, { testimony: 'bad\u0007' });
    expect(testimony.body.reason).toBe('text_control_characters');
    const ok = await json(agent, 'patch', `/api/prayer-requests/${id}/answered`, { testimony: 'Gra\u0300ce à Dieu 🙌' });
    expect(ok.status).toBe(200);
    expect(ok.body.testimony).toBe('Gr\u00E0ce \u00E0 Dieu 🙌');
    const report = await json(agent, 'post', '/api/reports', {
      itemType: 'prayer_request',
      itemId: id,
      reason: 'other',
      details: 'x\u0000',
    });
    expect(report.status).toBe(400);
    expect(report.body.details[0]).toMatchObject({ path: 'details', code: 'text_control_characters' });
  });

  it('names the reason of a refusal that is not a validation', async () => {
    const author = await h.identified();
    const other = await h.identified();
    const request = await json(author.agent, 'post', '/api/prayer-requests', { content: 'mine' });
    const res = await json(other.agent, 'patch', `/api/prayer-requests/${request.body.id}/answered`, {});
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'forbidden', reason: 'not_your_prayer' });
  });
});

describe('rate-limit reasons', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ env: { FLOW_RATE_LIMIT_HEARTS: '1/60' } });
  });
  afterAll(() => h.close());

  it('says which limit was hit', async () => {
    const { agent } = await h.identified();
    const post = await json(agent, 'post', '/api/posts', { content: 'hello' });
    expect((await json(agent, 'patch', `/api/posts/${post.body.id}/hearts`, { liked: true })).status).toBe(200);
    const limited = await json(agent, 'patch', `/api/posts/${post.body.id}/hearts`, { liked: false });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'rate_limited', reason: 'rate_limited_hearts' });
  });
});
