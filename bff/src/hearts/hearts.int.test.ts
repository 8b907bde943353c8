import { HeartsResult, Post, PostList } from '@flow/contracts';
import { startHarness, type Agent, type Harness } from '../test/harness';

let h: Harness;
let author: Agent;

beforeAll(async () => {
  h = await startHarness();
  ({ agent: author } = await h.identified());
});
afterAll(() => h.close());

const patch = (agent: Agent, url: string, body: unknown) =>
  agent.patch(url).set('Content-Type', 'application/json').send(JSON.stringify(body));

async function newPost(): Promise<Post> {
  const res = await author.post('/api/posts').set('Content-Type', 'application/json').send({ content: 'heart me' });
  return Post.parse(res.body);
}

async function storedCount(table: string, id: string): Promise<number> {
  const row = await h.db(table).where({ id }).first('hearts');
  return Number(row.hearts);
}

/** The heart rows themselves, which the stored count must always agree with. */
async function heartRows(itemType: string, itemId: string): Promise<number> {
  const row = await h.db('hearts').where({ item_type: itemType, item_id: itemId }).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

describe('hearts on posts', () => {
  it('likes once per identity, whatever the client claims the count is', async () => {
    const post = await newPost();
    const { agent } = await h.identified();
    const liked = await patch(agent, `/api/posts/${post.id}/hearts`, { hearts: 1 });
    expect(liked.status).toBe(200);
    expect(HeartsResult.parse(liked.body)).toEqual({ id: post.id, hearts: 1, liked: true });

    // A forged absolute count is only a direction: still one heart.
    const forged = await patch(agent, `/api/posts/${post.id}/hearts`, { hearts: 1000 });
    expect(forged.body).toEqual({ id: post.id, hearts: 1, liked: true });
    const again = await patch(agent, `/api/posts/${post.id}/hearts`, { liked: true });
    expect(again.body).toEqual({ id: post.id, hearts: 1, liked: true });
    expect(await storedCount('posts', post.id)).toBe(1);
  });

  it('unlikes with a lower count or liked:false, and an equal count changes nothing', async () => {
    const post = await newPost();
    const { agent } = await h.identified();
    await patch(agent, `/api/posts/${post.id}/hearts`, { liked: true });
    const same = await patch(agent, `/api/posts/${post.id}/hearts`, { hearts: 1 });
    expect(same.body).toEqual({ id: post.id, hearts: 1, liked: true });
    const down = await patch(agent, `/api/posts/${post.id}/hearts`, { hearts: 0 });
    expect(down.body).toEqual({ id: post.id, hearts: 0, liked: false });
    const downAgain = await patch(agent, `/api/posts/${post.id}/hearts`, { liked: false });
    expect(downAgain.body).toEqual({ id: post.id, hearts: 0, liked: false });
    expect(await storedCount('posts', post.id)).toBe(0);
  });

  it('reports liked per caller in the list', async () => {
    const post = await newPost();
    const { agent: fan } = await h.identified();
    await patch(fan, `/api/posts/${post.id}/hearts`, { liked: true });
    const mine = PostList.parse((await fan.get('/api/posts')).body).find((p) => p.id === post.id)!;
    const theirs = PostList.parse((await author.get('/api/posts')).body).find((p) => p.id === post.id)!;
    expect(mine).toMatchObject({ hearts: 1, liked: true });
    expect(theirs).toMatchObject({ hearts: 1, liked: false });
  });

  it('reads the spec body (new absolute count) as like or unlike in a sequence of clients', async () => {
    const post = await newPost();
    let seen = 0;
    for (let i = 0; i < 3; i++) {
      const { agent } = await h.identified();
      const res = await patch(agent, `/api/posts/${post.id}/hearts`, { hearts: seen + 1 });
      expect(res.body).toEqual({ id: post.id, hearts: seen + 1, liked: true });
      seen = res.body.hearts;
    }
    expect(await storedCount('posts', post.id)).toBe(3);
  });

  it('answers 404 for an unknown post', async () => {
    const res = await patch(author, '/api/posts/nope/hearts', { liked: true });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not_found', message: 'Post not found' });
  });

  it('needs a bound identity', async () => {
    const post = await newPost();
    const res = await patch(h.agent(), `/api/posts/${post.id}/hearts`, { hearts: 1 });
    expect(res.status).toBe(401);
    expect(await storedCount('posts', post.id)).toBe(0);
  });
});

describe('hearts on responses', () => {
  it('toggles and is reflected in the post list', async () => {
    const post = await newPost();
    const created = await author
      .post(`/api/posts/${post.id}/responses`)
      .set('Content-Type', 'application/json')
      .send({ content: 'amen' });
    const responseId = created.body.id as string;
    const { agent } = await h.identified();
    const liked = await patch(agent, `/api/responses/${responseId}/hearts`, { hearts: 1 });
    expect(liked.body).toEqual({ id: responseId, hearts: 1, liked: true });
    const listed = PostList.parse((await agent.get('/api/posts')).body).find((p) => p.id === post.id)!;
    expect(listed.communityResponses[0]).toMatchObject({ id: responseId, hearts: 1, liked: true });
    const unliked = await patch(agent, `/api/responses/${responseId}/hearts`, { liked: false });
    expect(unliked.body).toEqual({ id: responseId, hearts: 0, liked: false });
  });

  it('answers 404 for an unknown response', async () => {
    const res = await patch(author, '/api/responses/nope/hearts', { liked: true });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Response not found');
  });
});

describe('hearts under concurrency', () => {
  it('counts exactly one heart per identity when likes race, repeats included', async () => {
    const post = await newPost();
    const fans = await Promise.all(Array.from({ length: 20 }, () => h.identified()));
    const url = `/api/posts/${post.id}/hearts`;
    // `liked` states the intent; a bare count (the spec's body) is read against the count at the
    // moment it arrives, so racing clients that all saw 0 and send 1 would read as no-ops.
    const requests = [
      ...fans.map(({ agent }) => patch(agent, url, { liked: true })),
      // The same browser double-tapping, and one sending forged absolute counts.
      ...Array.from({ length: 10 }, () => patch(fans[0].agent, url, { liked: true })),
      ...Array.from({ length: 5 }, () => patch(fans[1].agent, url, { hearts: 99 })),
    ];
    const results = await Promise.all(requests);
    expect(results.map((r) => r.status).every((s) => s === 200)).toBe(true);
    expect(results.every((r) => r.body.liked === true)).toBe(true);

    expect(await storedCount('posts', post.id)).toBe(20);
    expect(await heartRows('post', post.id)).toBe(20);
    const shown = await h.agent().get(`/api/posts/${post.id}`);
    expect(shown.body.hearts).toBe(20);

    // Half of them take it back, racing with repeats of their own unlike.
    const unlikes = fans.slice(0, 10).flatMap(({ agent }) => [
      patch(agent, url, { liked: false }),
      patch(agent, url, { liked: false }),
    ]);
    await Promise.all(unlikes);
    expect(await storedCount('posts', post.id)).toBe(10);
    expect(await heartRows('post', post.id)).toBe(10);
  });
});
