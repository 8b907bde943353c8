import { AnsweredPrayerRequest, CreatedPost, CreatedPrayerRequest, Post, PrayerRequestList } from '@flow/contracts';
import WebSocket from 'ws';
import { WS_PATH } from '../platform/ws';
import { startHarness, type Agent, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { FLOW_AI_WORKER: 'true' } });
});
afterAll(() => h.close());

const send = (agent: Agent, method: 'post' | 'patch', url: string, body: unknown = {}) =>
  agent[method](url).set('Content-Type', 'application/json').send(JSON.stringify(body));

describe('no author id in public data', () => {
  it('never sends an author their own id back, nor to anyone else, over HTTP or the socket', async () => {
    const socketMessages: string[] = [];
    const socket = new WebSocket(h.url.replace(/^http/, 'ws') + WS_PATH);
    socket.on('message', (data) => socketMessages.push(String(data)));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

    const { agent: author, anonymousId: authorId } = await h.identified();
    const { agent: other } = await h.identified();
    const bodies: string[] = [];
    const record = async (res: Promise<{ status: number; text: string }>) => {
      const r = await res;
      expect(r.status).toBeLessThan(300);
      bodies.push(r.text);
      return JSON.parse(r.text);
    };

    const post = await record(send(author, 'post', '/api/posts', { content: 'Please pray for my marriage.' }));
    const response = await record(send(author, 'post', `/api/posts/${post.id}/responses`, { content: 'Thank you.' }));
    const request = await record(send(author, 'post', '/api/prayer-requests', { content: 'Pray for my job interview.' }));
    const prayerResponse = await record(send(author, 'post', `/api/prayer-requests/${request.id}/responses`, { content: 'Amen.' }));
    await record(send(other, 'post', `/api/posts/${post.id}/responses`, { content: 'Praying with you.' }));
    await record(send(other, 'patch', `/api/posts/${post.id}/hearts`, { liked: true }));
    await record(send(other, 'patch', `/api/responses/${response.id}/hearts`, { liked: true }));
    await record(send(other, 'patch', `/api/prayer-requests/${request.id}/hearts`, { liked: true }));
    await record(send(other, 'patch', `/api/prayer-responses/${prayerResponse.id}/hearts`, { liked: true }));
    await record(send(other, 'post', `/api/posts/${post.id}/prayers`));
    await record(send(other, 'post', `/api/prayer-requests/${request.id}/prayers`));
    await record(send(author, 'patch', `/api/prayer-requests/${request.id}/answered`, { testimony: 'I got the job!' }));
    await h.services.guidance.idle();
    for (const agent of [author, other, h.agent()]) {
      await record(agent.get('/api/posts'));
      await record(agent.get(`/api/posts/${post.id}`));
      await record(agent.get('/api/prayer-requests'));
      await record(agent.get('/api/prayer-requests-with-responses'));
      await record(agent.get('/api/wall/posts'));
      await record(agent.get('/api/wall/prayer-requests'));
      await record(agent.get(`/api/prayer-requests/${request.id}/responses`));
    }
    await new Promise((r) => setTimeout(r, 200));
    socket.close();

    // The session really happened: posts, answers and events are in what was collected.
    expect(bodies.join('\n')).toContain('I got the job!');
    expect(socketMessages.some((m) => m.includes('ai_response_ready'))).toBe(true);
    expect(socketMessages.some((m) => m.includes('hearts_changed'))).toBe(true);
    for (const text of [...bodies, ...socketMessages]) expect(text).not.toContain(authorId);
    expect(bodies.join('\n')).not.toContain('anonymousId');
  });

  it('marks the viewer\'s own items and gives each item its own avatar colour', async () => {
    const { agent: author } = await h.identified();
    const { agent: other } = await h.identified();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(CreatedPost.parse((await send(author, 'post', '/api/posts', { content: `Item ${i}.` })).body).id);
    const mine = Post.array().parse((await author.get('/api/posts')).body).filter((p) => ids.includes(p.id));
    const theirs = Post.array().parse((await other.get('/api/posts')).body).filter((p) => ids.includes(p.id));
    expect(mine.every((p) => p.isMine)).toBe(true);
    expect(theirs.some((p) => p.isMine)).toBe(false);
    // Same item, same colour for everyone; one author's items do not share one colour.
    expect(theirs.map((p) => p.avatar)).toEqual(mine.map((p) => p.avatar));
    expect(new Set(mine.map((p) => p.avatar)).size).toBeGreaterThan(1);
  });
});

describe('contact details in public text', () => {
  it('masks e-mail addresses, phone numbers, links and handles; only the author sees the original', async () => {
    const { agent: author } = await h.identified();
    const { agent: other } = await h.identified();
    const written = 'Please pray for me, write to maria.silva@example.com or call +55 11 98765-4321, insta @maria_s, www.maria.example';
    const created = CreatedPost.parse((await send(author, 'post', '/api/posts', { content: written })).body);
    for (const secret of ['maria.silva@example.com', '98765-4321', '@maria_s', 'www.maria']) expect(created.content).not.toContain(secret);
    expect(created.content).toContain('Please pray for me');
    expect(created.original).toBe(written);
    const seenByOther = Post.parse((await other.get(`/api/posts/${created.id}`)).body);
    expect(seenByOther.content).toBe(created.content);
    expect(seenByOther.original).toBeNull();
    expect(JSON.stringify((await other.get('/api/posts')).body)).not.toContain('maria.silva');
    const seenByAuthor = Post.parse((await author.get(`/api/posts/${created.id}`)).body);
    expect(seenByAuthor.original).toBe(written);
  });

  it('keeps dates, verse references and short numbers as written', async () => {
    const { agent: author } = await h.identified();
    const text = 'Psalm 34:18 helped me on 2024-01-15; my 3 kids and I pray at 7.';
    const created = CreatedPost.parse((await send(author, 'post', '/api/posts', { content: text })).body);
    expect(created.content).toBe(text);
    expect(created.original).toBeNull();
  });

  it('masks a prayer request, a response and a testimony the same way', async () => {
    const { agent: author } = await h.identified();
    const request = CreatedPrayerRequest.parse(
      (await send(author, 'post', '/api/prayer-requests', { content: 'Pray for my son, call me at 0044 7700 900123' })).body,
    );
    expect(request.content).not.toContain('7700');
    const reply = await send(author, 'post', `/api/prayer-requests/${request.id}/responses`, { content: 'Mail me: a@b.org' });
    expect(reply.body.content).not.toContain('a@b.org');
    const answered = AnsweredPrayerRequest.parse(
      (await send(author, 'patch', `/api/prayer-requests/${request.id}/answered`, { testimony: 'Healed! Ask me: pastor.joe@example.org' })).body,
    );
    expect(answered.testimony).not.toContain('pastor.joe');
    expect(answered.originalTestimony).toBe('Healed! Ask me: pastor.joe@example.org');
    const wall = PrayerRequestList.parse((await h.agent().get('/api/prayer-requests')).body).find((r) => r.id === request.id);
    expect(wall).toMatchObject({ originalTestimony: null, original: null });
  });
});

describe('a testimony that trips the filter', () => {
  it('is not published, is kept privately, and its author is told so', async () => {
    const { agent: author } = await h.identified();
    const request = CreatedPrayerRequest.parse((await send(author, 'post', '/api/prayer-requests', { content: 'Pray for my health.' })).body);
    const testimony = 'Answered, but some nights I still want to kill myself.';
    const res = await send(author, 'patch', `/api/prayer-requests/${request.id}/answered`, { testimony });
    expect(res.status).toBe(200);
    const answered = AnsweredPrayerRequest.parse(res.body);
    expect(answered).toMatchObject({ isAnswered: true, testimony: null, testimonyHeldForReview: true, originalTestimony: testimony });
    const publicView = PrayerRequestList.parse((await h.agent().get('/api/prayer-requests')).body).find((r) => r.id === request.id);
    expect(publicView).toMatchObject({ testimony: null, originalTestimony: null });
    expect(await h.db('prayer_requests').where({ id: request.id }).first('original_testimony')).toEqual({ original_testimony: testimony });
  });
});

describe('the guidance job', () => {
  it('answers what the person wrote, not the filter\'s replacement, and never their contact details', async () => {
    const { agent: author } = await h.identified();
    const created = CreatedPost.parse(
      (await send(author, 'post', '/api/posts', { content: 'This fucking cancer is killing my mum. Call 0044 7700 900123' })).body,
    );
    expect(created.content).not.toContain('cancer');
    const text = await h.services.guidance['repo'].contentOf('post', created.id);
    expect(text).toContain('cancer is killing my mum');
    expect(text).not.toContain('7700');
    expect(text).not.toContain('grateful');
  });
});
