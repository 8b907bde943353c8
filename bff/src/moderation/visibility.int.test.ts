import { PostList, PrayerHistory, PrayerRequestList, PrayerRequestWithResponsesList, PrayerResponseList } from '@flow/contracts';
import { json, signInByEmail, tempOutbox } from '../accounts/test/helpers';
import { toDbDate } from '../platform/db/sql';
import { StatsRepo } from '../stats/stats.repo';
import { startHarness, type Agent, type Harness } from '../test/harness';
import { holdItem, type ModeratedItemType } from './visibility';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { FLOW_MAIL_OUTBOX_DIR: tempOutbox(), FLOW_DEV_OUTBOX: '1', FLOW_RATE_LIMIT_SIGNIN: '10000/60' } });
});
afterAll(() => h.close());

interface World {
  author: Agent;
  other: Agent;
  postId: string;
  responseId: string;
  requestId: string;
  prayerResponseId: string;
}

let seq = 0;
/** A signed-in author with one item of each kind, all on view; a second visitor to act on them. */
async function world(): Promise<World> {
  const { agent: author } = await h.identified();
  await signInByEmail(h, author, `visibility${Date.now()}${seq++}@example.org`);
  const { agent: other } = await h.identified();
  const post = await json(author, '/api/posts', { content: 'Please pray for my exams.' });
  const response = await json(author, `/api/posts/${post.body.id}/responses`, { content: 'Thank you all.' });
  const request = await json(author, '/api/prayer-requests', { content: 'Pray for my father.' });
  const prayerResponse = await json(author, `/api/prayer-requests/${request.body.id}/responses`, { content: 'He is better.' });
  return { author, other, postId: post.body.id, responseId: response.body.id, requestId: request.body.id, prayerResponseId: prayerResponse.body.id };
}

type HoldState = 'pending' | 'removed' | 'released';

async function applyHold(itemType: ModeratedItemType, id: string, state: HoldState) {
  await holdItem(h.db, itemType, id, 'reports', new Date());
  if (state === 'pending') return;
  await h.db('moderation_holds')
    .where({ item_type: itemType, item_id: id })
    .update({ reviewed_at: toDbDate(new Date()), reviewed_by: 'moderator-1', decision: state });
}

/** Every read path, each answering "did this path treat the item as on view?". */
type Path = (w: World, id: string) => Promise<boolean>;

const ok = (status: number) => {
  if (status === 404) return false;
  if (status >= 200 && status < 300) return true;
  throw new Error(`unexpected status ${status}`);
};
const report = (itemType: ModeratedItemType): Path => async (w, id) =>
  ok((await json(w.other, '/api/reports', { itemType, itemId: id, reason: 'spam' })).status);
const heart = (url: (id: string) => string): Path => async (w, id) =>
  ok((await w.other.patch(url(id)).set('Content-Type', 'application/json').send({ liked: true })).status);
const history = (prefix: string): Path => async (w, id) =>
  PrayerHistory.parse((await w.author.get('/api/my-prayer-history')).body).items.some((i) => i.id === `${prefix}:${id}`);
const guidance = (item: 'post' | 'prayer_request'): Path => async (_w, id) => {
  const listed = (await h.services.guidance['repo'].unanswered(item, new Date(0), 10_000)).includes(id);
  const answered = await h.services.guidance.process({ item, id });
  if (listed !== answered) throw new Error(`guidance sweep (${listed}) and job (${answered}) disagree`);
  return answered;
};
const postsWall = async (w: World) => PostList.parse((await w.other.get('/api/posts')).body);
const prayerWall = async (w: World) => PrayerRequestWithResponsesList.parse((await w.other.get('/api/prayer-requests-with-responses')).body);

const PATHS: Record<ModeratedItemType, Record<string, Path>> = {
  post: {
    'wall list': async (w, id) => (await postsWall(w)).some((p) => p.id === id),
    'single item': async (w, id) => ok((await w.other.get(`/api/posts/${id}`)).status),
    respond: async (w, id) => ok((await json(w.other, `/api/posts/${id}/responses`, { content: 'With you.' })).status),
    heart: heart((id) => `/api/posts/${id}/hearts`),
    'pray for this': async (w, id) => ok((await json(w.other, `/api/posts/${id}/prayers`, {})).status),
    report: report('post'),
    'guidance job': guidance('post'),
    history: history('post'),
  },
  response: {
    'wall list': async (w, id) => (await postsWall(w)).some((p) => p.communityResponses.some((r) => r.id === id)),
    'single item': async (w, id) => {
      const post = await w.other.get(`/api/posts/${w.postId}`);
      return (post.body.communityResponses as Array<{ id: string }>).some((r) => r.id === id);
    },
    heart: heart((id) => `/api/responses/${id}/hearts`),
    report: report('response'),
  },
  prayer_request: {
    'wall list': async (w, id) => PrayerRequestList.parse((await w.other.get('/api/prayer-requests')).body).some((r) => r.id === id),
    'wall with responses': async (w, id) => (await prayerWall(w)).some((r) => r.id === id),
    responses: async (w, id) => ok((await w.other.get(`/api/prayer-requests/${id}/responses`)).status),
    respond: async (w, id) => ok((await json(w.other, `/api/prayer-requests/${id}/responses`, { content: 'Praying.' })).status),
    'mark answered': async (w, id) =>
      ok((await w.author.patch(`/api/prayer-requests/${id}/answered`).set('Content-Type', 'application/json').send({})).status),
    heart: heart((id) => `/api/prayer-requests/${id}/hearts`),
    'pray for this': async (w, id) => ok((await json(w.other, `/api/prayer-requests/${id}/prayers`, {})).status),
    report: report('prayer_request'),
    'guidance job': guidance('prayer_request'),
    history: history('prayer'),
  },
  prayer_response: {
    'wall with responses': async (w, id) => (await prayerWall(w)).some((r) => r.responses.some((x) => x.id === id)),
    responses: async (w, id) =>
      PrayerResponseList.parse((await w.other.get(`/api/prayer-requests/${w.requestId}/responses`)).body).some((r) => r.id === id),
    heart: heart((id) => `/api/prayer-responses/${id}/hearts`),
    report: report('prayer_response'),
  },
};

const target = (w: World, itemType: ModeratedItemType) =>
  ({ post: w.postId, response: w.responseId, prayer_request: w.requestId, prayer_response: w.prayerResponseId })[itemType];

const ITEM_TYPES = Object.keys(PATHS) as ModeratedItemType[];

describe.each<[HoldState, boolean]>([
  ['pending', false],
  ['removed', false],
  ['released', true],
])('an item whose hold is %s', (state, visible) => {
  it.each(ITEM_TYPES)(`is ${visible ? 'on view' : 'absent'} on every read path (%s), live events included`, async (itemType) => {
    const w = await world();
    const id = target(w, itemType);
    await applyHold(itemType, id, state);
    const events: string[] = [];
    const unsubscribe = await h.cache.subscribe('wall', (m) => events.push(m));
    const seen: Record<string, boolean> = {};
    for (const [name, path] of Object.entries(PATHS[itemType])) seen[name] = await path(w, id);
    await new Promise((r) => setTimeout(r, 100));
    await unsubscribe();
    expect(seen).toEqual(Object.fromEntries(Object.keys(PATHS[itemType]).map((name) => [name, visible])));
    expect(events.some((e) => e.includes(id))).toBe(visible);
  });
});

describe('community stats', () => {
  it('do not count held or removed items', async () => {
    const stats = new StatsRepo(h.db);
    const w = await world();
    const before = await stats.counts();
    await applyHold('post', w.postId, 'pending');
    await applyHold('response', w.responseId, 'removed');
    await applyHold('prayer_response', w.prayerResponseId, 'pending');
    const after = await stats.counts();
    expect(after.postsShared).toBe(before.postsShared - 1);
    expect(after.responsesGiven).toBe(before.responsesGiven - 2);
  });
});

describe('the guidance job', () => {
  it('never answers a post held as self-harm, and answers it once a moderator releases it', async () => {
    const { agent } = await h.identified();
    const created = await json(agent, '/api/posts', { content: 'I want to kill myself tonight.' });
    expect(created.body.heldForReview).toBe(true);
    expect(await h.services.guidance.process({ item: 'post', id: created.body.id })).toBe(false);
    expect(await h.db('ai_responses').where({ post_id: created.body.id }).first()).toBeUndefined();
    await h.db('moderation_holds')
      .where({ item_type: 'post', item_id: created.body.id })
      .update({ reviewed_at: toDbDate(new Date()), reviewed_by: 'moderator-1', decision: 'released' });
    expect(await h.services.guidance['repo'].unanswered('post', new Date(0), 10_000)).toContain(created.body.id);
    // At once: the refused attempt took no claim that would keep the released post waiting.
    expect(await h.services.guidance.process({ item: 'post', id: created.body.id })).toBe(true);
  });
});
