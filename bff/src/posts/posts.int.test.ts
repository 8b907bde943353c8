import { CreatedPost, CreatedResponse, POST_MAX_LENGTH, Post, PostList, CommunityResponse, ErrorBody, RESPONSE_MAX_LENGTH } from '@flow/contracts';
import { startHarness, type Agent, type Harness } from '../test/harness';
import { WALL_POST_LIMIT } from './posts.service';

let h: Harness;
let alice: Agent;
let aliceId: string;
let bob: Agent;

beforeAll(async () => {
  // The AI engine's own answers would race the ones these tests write by hand.
  h = await startHarness({ env: { FLOW_AI_WORKER: 'false' } });
  ({ agent: alice, anonymousId: aliceId } = await h.identified());
  ({ agent: bob } = await h.identified());
});
afterAll(() => h.close());

const json = (agent: Agent, method: 'post' | 'patch', url: string, body: unknown) =>
  agent[method](url).set('Content-Type', 'application/json').send(JSON.stringify(body));

async function createPost(agent: Agent, content: string): Promise<Post> {
  const res = await json(agent, 'post', '/api/posts', { content });
  expect(res.status).toBe(201);
  return Post.parse(res.body);
}

describe('posts', () => {
  it('creates a post as the cookie identity, trimmed, with no AI response yet', async () => {
    const res = await json(alice, 'post', '/api/posts', { content: '  Please pray for my family.  ', anonymousId: 'anon_forgedforged' });
    expect(res.status).toBe(201);
    const post = Post.parse(res.body);
    expect(post).toMatchObject({
      content: 'Please pray for my family.',
      isMine: true,
      original: null,
      hearts: 0,
      liked: false,
      aiResponse: null,
      communityResponses: [],
    });
    expect(Date.parse(post.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await h.db('posts').where({ id: post.id }).first('anonymous_id')).toEqual({ anonymous_id: aliceId });
  });

  it('lists newest first with responses oldest first, validating against the contract', async () => {
    const first = await createPost(alice, 'First.');
    const second = await createPost(bob, 'Second.');
    const r1 = await json(bob, 'post', `/api/posts/${first.id}/responses`, { content: 'R1.' });
    const r2 = await json(alice, 'post', `/api/posts/${first.id}/responses`, { content: 'R2.' });
    expect([r1.status, r2.status]).toEqual([201, 201]);

    const res = await alice.get('/api/posts');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = PostList.parse(res.body);
    const ids = list.map((p) => p.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const listedFirst = list.find((p) => p.id === first.id)!;
    expect(listedFirst.communityResponses.map((r) => r.content)).toEqual(['R1.', 'R2.']);
    expect(listedFirst.aiResponse).toBeNull();
  });

  it('works without identity for reads', async () => {
    const res = await h.agent().get('/api/posts');
    expect(res.status).toBe(200);
    expect(PostList.parse(res.body).every((p) => !p.liked)).toBe(true);
  });

  it('gets one post and answers 404 for an unknown id', async () => {
    const post = await createPost(alice, 'Find me.');
    const found = await bob.get(`/api/posts/${post.id}`);
    expect(found.status).toBe(200);
    expect(Post.parse(found.body).content).toBe('Find me.');

    const missing = await bob.get('/api/posts/00000000-0000-0000-0000-000000000000');
    expect(missing.status).toBe(404);
    expect(ErrorBody.parse(missing.body)).toEqual({ error: 'not_found', message: 'Post not found' });
  });

  it('includes the AI response once the engine has written one', async () => {
    const post = await createPost(alice, 'worried about tomorrow');
    await h.db('ai_responses').insert({
      id: '11111111-1111-4111-8111-111111111111',
      post_id: post.id,
      verse: 'Cast all your anxiety on him because he cares for you.',
      reference: '1 Peter 5:7',
      guidance: 'You are not alone.',
      source: 'bible',
      created_at: '2025-01-02 03:04:05.678',
    });
    const res = await alice.get(`/api/posts/${post.id}`);
    expect(Post.parse(res.body).aiResponse).toEqual({
      id: '11111111-1111-4111-8111-111111111111',
      source: 'bible',
      verse: 'Cast all your anxiety on him because he cares for you.',
      reference: '1 Peter 5:7',
      guidance: 'You are not alone.',
      care: null,
      createdAt: '2025-01-02T03:04:05.678Z',
    });
  });

  it('calls post-created hooks with the new post, and a failing hook does not fail the request', async () => {
    const seen: string[] = [];
    h.services.posts.onPostCreated(() => {
      throw new Error('AI engine down');
    });
    h.services.posts.onPostCreated(async (post) => {
      seen.push(post.content);
    });
    const post = await createPost(alice, 'hook me');
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toContain(post.content);
  });

  it('shows only the newest posts on the wall', async () => {
    const rows = Array.from({ length: WALL_POST_LIMIT + 5 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      content: `old ${i}`,
      anonymous_id: aliceId,
      created_at: `2020-01-01 00:00:${String(i % 60).padStart(2, '0')}.${String(i).padStart(3, '0')}`,
    }));
    await h.db.batchInsert('posts', rows, 50);
    await h.db.batchInsert(
      'community_responses',
      rows.slice(0, 30).map((p, i) => ({
        id: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
        post_id: p.id,
        content: `reply ${i}`,
        anonymous_id: aliceId,
      })),
      50,
    );

    // No N+1: posts, AI responses, responses, liked posts, liked responses, prayers today — whatever the count.
    let queries = 0;
    const count = () => queries++;
    h.db.on('query', count);
    const res = await alice.get('/api/posts');
    h.db.off('query', count);
    expect(queries).toBeLessThanOrEqual(7);

    const list = PostList.parse(res.body);
    expect(list).toHaveLength(WALL_POST_LIMIT);
    const times = list.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('responses', () => {
  it('adds a response to a post', async () => {
    const post = await createPost(alice, 'respond to me');
    const res = await json(bob, 'post', `/api/posts/${post.id}/responses`, { content: ' Praying for you ' });
    expect(res.status).toBe(201);
    const response = CommunityResponse.parse(res.body);
    expect(response).toMatchObject({ postId: post.id, content: 'Praying for you.', hearts: 0, liked: false });
  });

  it('answers 404 for a response to an unknown post', async () => {
    const res = await json(bob, 'post', '/api/posts/no-such-post/responses', { content: 'hello' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not_found', message: 'Post not found' });
  });
});

describe('bad input loses nothing already saved', () => {
  let saved: Post;
  beforeAll(async () => {
    saved = await createPost(alice, 'Keep me safe.');
  });

  afterEach(async () => {
    const res = await alice.get(`/api/posts/${saved.id}`);
    expect(res.status).toBe(200);
    expect(res.body.content).toBe('Keep me safe.');
  });

  const cases: Array<[string, unknown, string]> = [
    ['empty', { content: '' }, 'Post cannot be empty'],
    ['whitespace', { content: ' \n\t ' }, 'Post cannot be empty'],
    ['too long', { content: 'x'.repeat(POST_MAX_LENGTH + 1) }, `Post must be at most ${POST_MAX_LENGTH} characters`],
    ['missing', {}, 'Post is required'],
    ['wrong type', { content: 42 }, 'Post is required'],
  ];
  it.each(cases)('refuses a post that is %s', async (_, body, message) => {
    const before = await h.db('posts').count({ n: '*' }).first();
    const res = await json(alice, 'post', '/api/posts', body);
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(res.body)).toMatchObject({
      error: 'validation_failed',
      message,
      details: [{ path: 'content', message }],
    });
    const after = await h.db('posts').count({ n: '*' }).first();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('accepts a post of exactly the maximum length', async () => {
    await createPost(alice, 'y'.repeat(POST_MAX_LENGTH));
  });

  it('refuses a response that is empty or too long', async () => {
    const empty = await json(bob, 'post', `/api/posts/${saved.id}/responses`, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Response cannot be empty');
    const long = await json(bob, 'post', `/api/posts/${saved.id}/responses`, { content: 'z'.repeat(RESPONSE_MAX_LENGTH + 1) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(`Response must be at most ${RESPONSE_MAX_LENGTH} characters`);
  });

  it('refuses malformed JSON with a clear message', async () => {
    const res = await alice.post('/api/posts').set('Content-Type', 'application/json').send('{"content": "oops');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'bad_request', message: 'The request body is not valid JSON.' });
  });

  it('refuses a JSON body that is not an object', async () => {
    const res = await alice.post('/api/posts').set('Content-Type', 'application/json').send('[1,2]');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body must be a JSON object.');
  });

  it('refuses a body that is not JSON (415)', async () => {
    const res = await alice.post('/api/posts').set('Content-Type', 'text/plain').send('content=hello');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('unsupported_media_type');
    const form = await alice.post('/api/posts').type('form').send({ content: 'hello' });
    expect(form.status).toBe(415);
  });

  it('refuses a body over 64 kB (413)', async () => {
    const res = await json(alice, 'post', '/api/posts', { content: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'payload_too_large', message: 'The request is too large (the limit is 64 kB).' });
  });

  it('refuses hearts of the wrong type', async () => {
    const res = await json(alice, 'patch', `/api/posts/${saved.id}/hearts`, { hearts: 'many' });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('hearts');
    expect(res.body.message).toMatch(/^hearts: /);
    const neither = await json(alice, 'patch', `/api/posts/${saved.id}/hearts`, {});
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe('Send hearts or liked');
  });
});

describe('the content filter on posts and responses', () => {
  it('keeps a self-harm post for review instead of publishing it', async () => {
    const res = await json(alice, 'post', '/api/posts', { content: 'Some nights I want to die' });
    expect(res.status).toBe(201);
    const created = CreatedPost.parse(res.body);
    expect(created.heldForReview).toBe(true);
    const wall = PostList.parse((await bob.get('/api/posts')).body);
    expect(wall.some((p) => p.id === created.id)).toBe(false);
    expect((await h.db('moderation_holds').where({ item_type: 'post', item_id: created.id }).first()).reason).toBe('self_harm');
  });

  it('keeps a post that tells a plan for review, though it names no self-harm word', async () => {
    const plan = 'The train passes behind my flat at 11:40. Tonight I am walking onto the tracks.';
    const res = await json(alice, 'post', '/api/posts', { content: plan });
    expect(res.status).toBe(201);
    const created = CreatedPost.parse(res.body);
    expect(created.heldForReview).toBe(true);
    const wall = PostList.parse((await bob.get('/api/posts')).body);
    expect(wall.some((p) => p.id === created.id)).toBe(false);
    expect((await h.db('moderation_holds').where({ item_type: 'post', item_id: created.id }).first()).reason).toBe('self_harm');
    // Stored as written, for the reviewers who reach out.
    expect(await h.db('posts').where({ id: created.id }).first('content')).toEqual({ content: plan });

    // An outing with a place and a time is published.
    const outing = CreatedPost.parse((await json(alice, 'post', '/api/posts', { content: 'Tonight we are going to the river with the youth group.' })).body);
    expect(outing.heldForReview).toBe(false);
  });

  it('softens mild words, replaces profanity, and holds a self-harm response', async () => {
    const soft = CreatedPost.parse((await json(alice, 'post', '/api/posts', { content: 'what a crappy day' })).body);
    expect(soft).toMatchObject({ content: 'What a lousy day.', heldForReview: false });
    const rude = CreatedResponse.parse((await json(bob, 'post', `/api/posts/${soft.id}/responses`, { content: 'блять' })).body);
    expect(rude.content).toBe('У меня сейчас трудное время. Прошу ваших молитв и поддержки.');
    const held = CreatedResponse.parse((await json(bob, 'post', `/api/posts/${soft.id}/responses`, { content: '我想自杀' })).body);
    expect(held.heldForReview).toBe(true);
    const listed = Post.parse((await bob.get(`/api/posts/${soft.id}`)).body);
    expect(listed.communityResponses.map((r) => r.id)).toEqual([rude.id]);
  });
});
