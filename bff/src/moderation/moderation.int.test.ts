import { AuthUser, CareNoteList, CreatedPost, ModerationDecisionResult, ModerationQueue, PostList, WallEvent } from '@flow/contracts';
import { tempOutbox } from '../accounts/test/helpers';
import { toDbDate } from '../platform/db/sql';
import { startHarness, type Agent, type Harness } from '../test/harness';
import { flagForAttention } from './flags';
import { MODERATORS_ONLY } from './moderation.routes';
import { ITEM_GONE, NOTE_ONLY_FOR_SELF_HARM } from './moderation.service';
import { establishedVisitor, insertMissionary, postJson as json, signedInVisitor } from './test/factories';

let h: Harness;
let author: { agent: Agent; anonymousId: string };
let moderator: { agent: Agent; userId: string };
let member: { agent: Agent };
const CONFIGURED = 'Care.Lead@Example.org';

beforeAll(async () => {
  h = await startHarness({
    env: {
      FLOW_MAIL_OUTBOX_DIR: tempOutbox(),
      FLOW_DEV_OUTBOX: '1',
      FLOW_RATE_LIMIT_SIGNIN: '10000/60',
      FLOW_MODERATOR_EMAILS: `someone@example.org, ${CONFIGURED}`,
    },
  });
  author = await h.identified();
  moderator = await signedInVisitor(h, { moderator: true });
  member = await signedInVisitor(h);
});
afterAll(() => h.close());

const queue = async (agent: Agent = moderator.agent) => {
  const res = await agent.get('/api/moderation/queue');
  expect(res.status).toBe(200);
  return ModerationQueue.parse(res.body).items;
};
const decide = (itemType: string, itemId: string, decision: string, agent: Agent = moderator.agent) =>
  json(agent, '/api/moderation/decisions', { itemType, itemId, decision });
const onWall = async (id: string) => PostList.parse((await author.agent.get('/api/posts')).body).some((p) => p.id === id);
const newPost = async (content: string) => CreatedPost.parse((await json(author.agent, '/api/posts', { content })).body);
async function reportBy(n: number, itemId: string, reason = 'spam', details?: string) {
  for (let i = 0; i < n; i++) {
    const { agent } = await h.identified();
    expect((await json(agent, '/api/reports', { itemType: 'post', itemId, reason, details })).status).toBe(201);
  }
}

describe('who may moderate', () => {
  it('answers 401 signed out and 403 to a member, for every moderation call', async () => {
    const calls = [
      (a: Agent) => a.get('/api/moderation/queue'),
      (a: Agent) => decide('post', 'x', 'released', a),
      (a: Agent) => json(a, '/api/moderation/author-notes', { itemType: 'post', itemId: 'x' }),
    ];
    for (const call of calls) {
      const anonymous = await call((await h.identified()).agent);
      expect([anonymous.status, anonymous.body.error]).toEqual([401, 'sign_in_required']);
      const denied = await call(member.agent);
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ error: 'forbidden', message: MODERATORS_ONLY });
    }
  });

  it('tells the client who is a moderator: the database role or FLOW_MODERATOR_EMAILS', async () => {
    expect(AuthUser.parse((await member.agent.get('/api/auth/user')).body).isModerator).toBe(false);
    expect(AuthUser.parse((await moderator.agent.get('/api/auth/user')).body).isModerator).toBe(true);
    const configured = await signedInVisitor(h, { email: CONFIGURED.toLowerCase() });
    expect(AuthUser.parse((await configured.agent.get('/api/auth/user')).body).isModerator).toBe(true);
    expect((await configured.agent.get('/api/moderation/queue')).status).toBe(200);
    // Revoking the role takes effect at once, without signing out.
    await h.db('users').where({ id: moderator.userId }).update({ role: null });
    expect((await moderator.agent.get('/api/moderation/queue')).status).toBe(403);
    await h.db('users').where({ id: moderator.userId }).update({ role: 'moderator' });
  });

  it('refuses a decision from another site (CSRF) and a malformed one', async () => {
    const post = await newPost('Cross-site target.');
    const forged = await moderator.agent
      .post('/api/moderation/decisions')
      .set('Origin', 'https://evil.example')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ itemType: 'post', itemId: post.id, decision: 'removed' }));
    expect(forged.status).toBe(403);
    expect(await onWall(post.id)).toBe(true);
    const bad = await decide('chat', post.id, 'removed');
    expect([bad.status, bad.body.details[0].path]).toEqual([400, 'itemType']);
    const badDecision = await decide('post', post.id, 'deleted');
    expect([badDecision.status, badDecision.body.details[0].path]).toEqual([400, 'decision']);
    const gone = await decide('post', 'no-such-post', 'removed');
    expect([gone.status, gone.body.message]).toEqual([404, ITEM_GONE]);
  });
});

describe('the queue', () => {
  it('lists held, reported and flagged items oldest first, with their reasons', async () => {
    const held = await newPost('Some nights I want to die');
    expect(held.heldForReview).toBe(true);
    const reported = await newPost('Visit my shop for cheap rings.');
    await reportBy(2, reported.id, 'spam', 'advertising');
    await reportBy(1, reported.id, 'inappropriate');
    const flagged = await newPost('I feel so alone tonight.');
    await flagForAttention(h.db, 'post', flagged.id, 'distress', new Date());
    // Make the order differ from insertion: the flagged one waited longest.
    await h.db('moderation_flags').where({ item_id: flagged.id }).update({ created_at: toDbDate(new Date(Date.now() - 3600_000)) });

    const items = (await queue()).filter((i) => [held.id, reported.id, flagged.id].includes(i.itemId));
    expect(items.map((i) => i.itemId)).toEqual([flagged.id, held.id, reported.id]);
    expect(items[0]).toMatchObject({ status: 'visible', flags: ['distress'], reportCount: 0, holdReason: null, selfHarm: false });
    expect(items[1]).toMatchObject({
      status: 'held',
      holdReason: 'self_harm',
      selfHarm: true,
      text: 'Some nights I want to die',
      authorNoteSent: false,
    });
    expect(items[2]).toMatchObject({
      status: 'visible',
      holdReason: null,
      reportCount: 3,
      reportReasons: [
        { reason: 'spam', count: 2 },
        { reason: 'inappropriate', count: 1 },
      ],
      reportDetails: ['advertising', 'advertising'],
    });
    // Brand-new reporters put it in the queue without hiding it.
    expect(await onWall(reported.id)).toBe(true);
  });

  it('releases a held post to the wall and records who decided and when', async () => {
    const held = await newPost('I want to kill myself');
    expect(await onWall(held.id)).toBe(false);
    const res = await decide('post', held.id, 'released');
    expect(res.status).toBe(200);
    const result = ModerationDecisionResult.parse(res.body);
    expect(result).toMatchObject({ itemType: 'post', itemId: held.id, decision: 'released', reviewedBy: moderator.userId });
    expect(await onWall(held.id)).toBe(true);
    const hold = await h.db('moderation_holds').where({ item_type: 'post', item_id: held.id }).first();
    expect(hold).toMatchObject({ decision: 'released', reviewed_by: moderator.userId, reason: 'self_harm' });
    expect(hold.reviewed_at).not.toBeNull();
    const audit = await h.db('moderation_decisions').where({ item_id: held.id });
    expect(audit).toEqual([expect.objectContaining({ item_type: 'post', decision: 'released', reviewed_by: moderator.userId })]);
    expect((await queue()).some((i) => i.itemId === held.id)).toBe(false);
  });

  it('removes a reported post: never shown again, kept in the database, announced to open walls', async () => {
    const post = await newPost('Rude words here.');
    await reportBy(1, post.id, 'harassment');
    const events: WallEvent[] = [];
    const unsubscribe = await h.cache.subscribe('wall', (m) => events.push(WallEvent.parse(JSON.parse(m))));
    expect((await decide('post', post.id, 'removed')).status).toBe(200);
    expect(await onWall(post.id)).toBe(false);
    expect((await author.agent.get(`/api/posts/${post.id}`)).status).toBe(404);
    expect(await h.db('posts').where({ id: post.id }).first()).toBeDefined();
    expect((await queue()).some((i) => i.itemId === post.id)).toBe(false);
    // Removed means removed: nobody can report it back into view or into the queue.
    const again = await json((await h.identified()).agent, '/api/reports', { itemType: 'post', itemId: post.id, reason: 'spam' });
    expect(again.status).toBe(404);
    await new Promise((r) => setTimeout(r, 100));
    await unsubscribe();
    expect(events).toContainEqual({ type: 'item_hidden', itemType: 'post', id: post.id });
  });

  it('brings a released item back to the queue only when it is reported again', async () => {
    const post = await newPost('Disputed words.');
    await reportBy(1, post.id);
    await decide('post', post.id, 'released');
    expect((await queue()).some((i) => i.itemId === post.id)).toBe(false);
    await new Promise((r) => setTimeout(r, 5));
    await reportBy(1, post.id, 'harassment');
    const back = (await queue()).find((i) => i.itemId === post.id);
    expect(back).toMatchObject({ status: 'visible' });
    // A moderator may change their mind; every decision stays in the log.
    await decide('post', post.id, 'removed');
    expect(await onWall(post.id)).toBe(false);
    expect((await h.db('moderation_decisions').where({ item_id: post.id }).orderBy('id')).map((r) => r.decision)).toEqual(['released', 'removed']);
  });

  it('keeps a released item visible even when established reporters reach the threshold again', async () => {
    const post = await newPost('Released once.');
    await decide('post', post.id, 'released');
    for (let i = 0; i < 3; i++) {
      const { agent } = await establishedVisitor(h);
      const res = await json(agent, '/api/reports', { itemType: 'post', itemId: post.id, reason: 'spam' });
      expect([res.status, res.body.hidden]).toEqual([201, false]);
    }
    expect(await onWall(post.id)).toBe(true);
    expect((await queue()).find((i) => i.itemId === post.id)).toMatchObject({ status: 'visible', reportCount: 3 });
  });

  it('marks flags reviewed with the decision', async () => {
    const post = await newPost('Tired of everything.');
    await flagForAttention(h.db, 'post', post.id, 'distress', new Date());
    expect(await flagForAttention(h.db, 'post', post.id, 'distress', new Date())).toBe(false);
    await decide('post', post.id, 'released');
    const flag = await h.db('moderation_flags').where({ item_id: post.id }).first();
    expect(flag.reviewed_by).toBe(moderator.userId);
    expect(flag.reviewed_at).not.toBeNull();
    expect(await onWall(post.id)).toBe(true);
  });
});

describe('reaching the author of a self-harm item', () => {
  it('sends the crisis lines once, shown only to the author', async () => {
    const held = await newPost('I want to end my life');
    const ref = { itemType: 'post', itemId: held.id };
    const first = await json(moderator.agent, '/api/moderation/author-notes', ref);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ...ref, sent: true });
    expect((await json(moderator.agent, '/api/moderation/author-notes', ref)).body.sent).toBe(false);
    expect((await queue()).find((i) => i.itemId === held.id)?.authorNoteSent).toBe(true);

    const mine = CareNoteList.parse((await author.agent.get('/api/care-notes')).body);
    expect(mine).toContainEqual(expect.objectContaining({ itemType: 'post', itemId: held.id, kind: 'crisis_lines' }));
    const stranger = CareNoteList.parse((await (await h.identified()).agent.get('/api/care-notes')).body);
    expect(stranger).toEqual([]);
    expect(await h.db('moderation_decisions').where({ item_id: held.id, decision: 'noted_author' })).toHaveLength(1);
  });

  it('refuses a note for an item that is not held for self-harm', async () => {
    const post = await newPost('Just spam.');
    await reportBy(1, post.id);
    const res = await json(moderator.agent, '/api/moderation/author-notes', { itemType: 'post', itemId: post.id });
    expect([res.status, res.body.message]).toEqual([400, NOTE_ONLY_FOR_SELF_HARM]);
  });
});

describe('missionary bios and photos', () => {
  it('go through the same queue and decisions', async () => {
    const bioOf = await insertMissionary(h, { bio: 'Call me at 555-0100 for prayer.' });
    const photoOf = await insertMissionary(h, { photo: '/media/missionaries/new.jpg' });
    const at = toDbDate(new Date());
    await h.db('moderation_holds').insert([
      { item_type: 'missionary_bio', item_id: bioOf, reason: 'new_submission', created_at: at },
      { item_type: 'missionary_photo', item_id: photoOf, reason: 'new_submission', created_at: at },
    ]);
    const items = await queue();
    expect(items.find((i) => i.itemId === bioOf && i.itemType === 'missionary_bio')).toMatchObject({
      status: 'held',
      holdReason: 'new_submission',
      text: 'Call me at 555-0100 for prayer.',
    });
    expect(items.find((i) => i.itemId === photoOf && i.itemType === 'missionary_photo')?.text).toBe('/media/missionaries/new.jpg');

    expect((await decide('missionary_bio', bioOf, 'removed')).status).toBe(200);
    expect((await decide('missionary_photo', photoOf, 'released')).status).toBe(200);
    expect(await h.db('missionaries').where({ id: bioOf }).first()).toBeDefined();
    const holds = await h.db('moderation_holds').whereIn('item_id', [bioOf, photoOf]).orderBy('item_type');
    expect(holds.map((r) => [r.item_type, r.decision])).toEqual([
      ['missionary_bio', 'removed'],
      ['missionary_photo', 'released'],
    ]);
    const after = await queue();
    expect(after.some((i) => i.itemId === bioOf || i.itemId === photoOf)).toBe(false);
  });
});
