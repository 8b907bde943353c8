import {
  CreatedPrayerRequest,
  CreatedPrayerResponse,
  ErrorBody,
  HeartsResult,
  PRAYER_MAX_LENGTH,
  PrayerRequest,
  PrayerRequestList,
  PrayerRequestWithResponsesList,
  PrayerResponseList,
  RESPONSE_MAX_LENGTH,
  TESTIMONY_MAX_LENGTH,
  WallEvent,
} from '@flow/contracts';
import { IntercessionsRepo } from '../intercessions/intercessions.repo';
import { IntercessionsService } from '../intercessions/intercessions.service';
import { toDbDate } from '../platform/db/sql';
import { createLogger } from '../platform/logger';
import type { WallEvents } from '../platform/wall';
import { startHarness, type Agent, type Harness } from '../test/harness';
import { createViewerEvents } from '../wall-items/viewer-events';
import { ViewerLookup } from '../wall-items/viewer-lookup';
import { ViewerStateRepo } from '../wall-items/viewer-state.repo';
import { AuthorViews } from '../wall-items/author';
import { PrayersRepo } from './prayers.repo';
import { NOT_YOUR_PRAYER, PrayersService } from './prayers.service';

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

const send = (agent: Agent, method: 'post' | 'patch', url: string, body: unknown) =>
  agent[method](url).set('Content-Type', 'application/json').send(JSON.stringify(body));

async function share(agent: Agent, content: string): Promise<CreatedPrayerRequest> {
  const res = await send(agent, 'post', '/api/prayer-requests', { content });
  expect(res.status).toBe(201);
  return CreatedPrayerRequest.parse(res.body);
}

async function wall(agent: Agent = alice) {
  const res = await agent.get('/api/prayer-requests-with-responses');
  expect(res.status).toBe(200);
  return PrayerRequestWithResponsesList.parse(res.body);
}

describe('prayer requests', () => {
  it('shares a request as the cookie identity, filtered and tidied', async () => {
    const created = await share(alice, '  please pray for my exams, damn they are hard  ');
    expect(created).toMatchObject({
      content: 'Please pray for my exams, darn they are hard.',
      // Only its author is told what they wrote before the filter tidied it.
      original: 'please pray for my exams, damn they are hard',
      isMine: true,
      isAnswered: false,
      answeredAt: null,
      testimony: null,
      hearts: 0,
      aiResponse: null,
      heldForReview: false,
    });
    const list = PrayerRequestList.parse((await bob.get('/api/prayer-requests')).body);
    expect(list[0]).toMatchObject({ id: created.id, prayedCount: null, prayedToday: false, liked: false, isMine: false, original: null });
  });

  it('lists newest first with responses oldest first, and the biblical response once written', async () => {
    const first = await share(alice, 'First request.');
    const second = await share(bob, 'Second request.');
    await h.db('prayer_ai_responses').insert({
      id: '22222222-2222-4222-8222-222222222222',
      prayer_request_id: first.id,
      verse: 'The Lord is my shepherd; I shall not want.',
      reference: 'Psalm 23:1',
      guidance: 'He provides.',
      source: 'bible',
      created_at: toDbDate(new Date()),
    });
    for (const content of ['Praying.', 'Amen.']) {
      const res = await send(bob, 'post', `/api/prayer-requests/${first.id}/responses`, { content });
      expect(res.status).toBe(201);
      expect(CreatedPrayerResponse.parse(res.body)).toMatchObject({ prayerRequestId: first.id, content, heldForReview: false });
    }
    const list = await wall();
    const ids = list.map((r) => r.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const listed = list.find((r) => r.id === first.id)!;
    expect(listed.responses.map((r) => r.content)).toEqual(['Praying.', 'Amen.']);
    expect(listed.aiResponse).toMatchObject({ reference: 'Psalm 23:1', source: 'bible' });

    const responses = await bob.get(`/api/prayer-requests/${first.id}/responses`);
    expect(PrayerResponseList.parse(responses.body).map((r) => r.content)).toEqual(['Praying.', 'Amen.']);
  });

  it('answers 404 for responses to an unknown request', async () => {
    const get = await bob.get('/api/prayer-requests/nope/responses');
    expect(get.status).toBe(404);
    expect(ErrorBody.parse(get.body).message).toBe('Prayer request not found');
    const post = await send(bob, 'post', '/api/prayer-requests/nope/responses', { content: 'hello' });
    expect(post.status).toBe(404);
  });

  it('calls every created hook, and a failing one does not fail the request', async () => {
    const seen: string[] = [];
    h.services.prayers.onPrayerRequestCreated(() => {
      throw new Error('engine down');
    });
    h.services.prayers.onPrayerRequestCreated((r) => {
      seen.push(`a:${r.id}`);
    });
    h.services.prayers.onPrayerRequestCreated(async (r) => {
      seen.push(`b:${r.id}`);
    });
    const created = await share(alice, 'Hook me.');
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual(expect.arrayContaining([`a:${created.id}`, `b:${created.id}`]));
  });

  it('announces new requests and responses on the wall channel', async () => {
    const events: WallEvent[] = [];
    const unsubscribe = await h.cache.subscribe('wall', (m) => events.push(WallEvent.parse(JSON.parse(m))));
    const created = await share(alice, 'Live request.');
    await send(bob, 'post', `/api/prayer-requests/${created.id}/responses`, { content: 'Live response.' });
    await new Promise((r) => setTimeout(r, 100));
    await unsubscribe();
    expect(events).toEqual(
      expect.arrayContaining([
        { type: 'prayer_request_created', id: created.id },
        expect.objectContaining({ type: 'prayer_response_created', prayerRequestId: created.id }),
      ]),
    );
  });
});

describe('self-harm content', () => {
  it('keeps the request for review instead of publishing it, and tells the author', async () => {
    const hooks: string[] = [];
    h.services.prayers.onPrayerRequestCreated((r) => {
      hooks.push(r.id);
    });
    const created = await share(alice, 'I want to end my life tonight');
    expect(created.heldForReview).toBe(true);
    expect((await wall()).some((r) => r.id === created.id)).toBe(false);
    const hold = await h.db('moderation_holds').where({ item_type: 'prayer_request', item_id: created.id }).first();
    expect(hold.reason).toBe('self_harm');
    // Stored as written, for the people who review it.
    const row = await h.db('prayer_requests').where({ id: created.id }).first();
    expect(row.content).toBe('I want to end my life tonight');
    await new Promise((r) => setTimeout(r, 20));
    expect(hooks).not.toContain(created.id);
  });

  it('holds a self-harm response too', async () => {
    const request = await share(alice, 'Hold my response.');
    const res = await send(bob, 'post', `/api/prayer-requests/${request.id}/responses`, { content: 'je veux me suicider' });
    expect(CreatedPrayerResponse.parse(res.body).heldForReview).toBe(true);
    const listed = (await wall()).find((r) => r.id === request.id)!;
    expect(listed.responses).toEqual([]);
  });

  it('replaces profanity with a request for support', async () => {
    const created = await share(alice, 'this is fucking awful');
    expect(created.content).toBe('I am going through a difficult time and would be grateful for your prayers and support.');
    expect(created.heldForReview).toBe(false);
  });
});

describe('hearts on prayer requests and responses', () => {
  it('gives one heart per identity, and survives a race', async () => {
    const request = await share(alice, 'Heart me.');
    const url = `/api/prayer-requests/${request.id}/hearts`;
    const results = await Promise.all(Array.from({ length: 8 }, () => send(bob, 'patch', url, { liked: true })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const row = await h.db('prayer_requests').where({ id: request.id }).first('hearts');
    expect(Number(row.hearts)).toBe(1);
    const others = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const { agent } = await h.identified();
        return send(agent, 'patch', url, { hearts: 999 });
      }),
    );
    expect(others.map((r) => HeartsResult.parse(r.body).liked)).toEqual([true, true, true, true, true]);
    expect(Number((await h.db('prayer_requests').where({ id: request.id }).first('hearts')).hearts)).toBe(6);
    const listed = (await wall(bob)).find((r) => r.id === request.id)!;
    expect(listed).toMatchObject({ hearts: 6, liked: true });
    const unliked = await send(bob, 'patch', url, { liked: false });
    expect(HeartsResult.parse(unliked.body)).toEqual({ id: request.id, hearts: 5, liked: false });
  });

  it('hearts a prayer response', async () => {
    const request = await share(alice, 'Respond and heart.');
    const created = CreatedPrayerResponse.parse(
      (await send(bob, 'post', `/api/prayer-requests/${request.id}/responses`, { content: 'With you.' })).body,
    );
    const res = await send(alice, 'patch', `/api/prayer-responses/${created.id}/hearts`, { liked: true });
    expect(HeartsResult.parse(res.body)).toEqual({ id: created.id, hearts: 1, liked: true });
    const listed = (await wall(alice)).find((r) => r.id === request.id)!;
    expect(listed.responses[0]).toMatchObject({ hearts: 1, liked: true });
    const missing = await send(alice, 'patch', '/api/prayer-responses/nope/hearts', { liked: true });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Prayer response not found');
  });
});

describe('answered prayers', () => {
  it('lets the author mark a request answered with a testimony', async () => {
    const request = await share(alice, 'Pray for a job.');
    const res = await send(alice, 'patch', `/api/prayer-requests/${request.id}/answered`, { testimony: 'i got the job!' });
    expect(res.status).toBe(200);
    const updated = PrayerRequest.parse(res.body);
    expect(updated).toMatchObject({ isAnswered: true, testimony: 'I got the job!' });
    expect(updated.answeredAt).not.toBeNull();
    const listed = (await wall(bob)).find((r) => r.id === request.id)!;
    expect(listed).toMatchObject({ isAnswered: true, testimony: 'I got the job!' });
  });

  it('refuses anyone but the author', async () => {
    const request = await share(alice, 'Only mine.');
    const res = await send(bob, 'patch', `/api/prayer-requests/${request.id}/answered`, {});
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'forbidden', message: NOT_YOUR_PRAYER });
    const row = await h.db('prayer_requests').where({ id: request.id }).first();
    expect(Boolean(row.is_answered)).toBe(false);
  });

  it('refuses a testimony that is too long, keeping the request as it was', async () => {
    const request = await share(alice, 'Long testimony.');
    const res = await send(alice, 'patch', `/api/prayer-requests/${request.id}/answered`, {
      testimony: 'x'.repeat(TESTIMONY_MAX_LENGTH + 1),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Testimony must be at most ${TESTIMONY_MAX_LENGTH} characters`);
    const row = await h.db('prayer_requests').where({ id: request.id }).first();
    expect(Boolean(row.is_answered)).toBe(false);
  });
});

describe('bad input', () => {
  const cases: Array<[string, unknown, string]> = [
    ['empty', { content: '' }, 'Prayer request cannot be empty'],
    ['whitespace', { content: '  \n ' }, 'Prayer request cannot be empty'],
    ['too long', { content: 'x'.repeat(PRAYER_MAX_LENGTH + 1) }, `Prayer request must be at most ${PRAYER_MAX_LENGTH} characters`],
    ['missing', {}, 'Prayer request is required'],
  ];
  it.each(cases)('refuses a request that is %s and saves nothing', async (_, body, message) => {
    const before = await h.db('prayer_requests').count({ n: '*' }).first();
    const res = await send(alice, 'post', '/api/prayer-requests', body);
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(res.body)).toMatchObject({ error: 'validation_failed', message, details: [{ path: 'content', message }] });
    const after = await h.db('prayer_requests').count({ n: '*' }).first();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('refuses a response that is empty or too long', async () => {
    const request = await share(alice, 'Bad responses.');
    const empty = await send(bob, 'post', `/api/prayer-requests/${request.id}/responses`, { content: ' ' });
    expect(empty.body.message).toBe('Response cannot be empty');
    const long = await send(bob, 'post', `/api/prayer-requests/${request.id}/responses`, { content: 'y'.repeat(RESPONSE_MAX_LENGTH + 1) });
    expect(long.body.message).toBe(`Response must be at most ${RESPONSE_MAX_LENGTH} characters`);
  });

  it('needs the identity cookie to write', async () => {
    const res = await h.agent().post('/api/prayer-requests').set('Content-Type', 'application/json').send({ content: 'Hi.' });
    expect(res.status).toBe(401);
  });
});

describe('24 hours and the morning clearing', () => {
  const silent: WallEvents = { publish: () => undefined, changed: () => undefined, onLocalChange: () => undefined };
  const calendar = { timeZone: 'Europe/London', clearTime: '06:00' };

  function serviceAt(clock: () => Date) {
    const repo = new PrayersRepo(h.db);
    const intercessions = new IntercessionsService(new IntercessionsRepo(h.db), async () => null, calendar.timeZone, createViewerEvents(h.cache, h.logger), clock);
    const viewers = new ViewerLookup(new ViewerStateRepo(h.db), intercessions);
    return new PrayersService(repo, viewers, silent, createLogger('silent'), calendar, new AuthorViews('test-secret'), clock);
  }

  it('clears the wall each morning without deleting anything', async () => {
    let at = new Date('2030-01-15T20:00:00Z');
    const svc = serviceAt(() => at);
    const evening = await svc.create(aliceId, 'Evening request.');
    at = new Date('2030-01-16T05:59:00Z');
    const night = await svc.create(aliceId, 'Night request.');
    expect((await svc.list(aliceId)).map((r) => r.id)).toEqual([night.id, evening.id]);

    // 06:00 in London (GMT in January): the job runs.
    at = new Date('2030-01-16T06:00:00Z');
    expect(await svc.clearWall()).toBeGreaterThanOrEqual(2);
    at = new Date('2030-01-16T06:05:00Z');
    const morning = await svc.create(aliceId, 'Morning request.');
    expect((await svc.list(aliceId)).map((r) => r.id)).toEqual([morning.id]);

    const rows = await h.db('prayer_requests').whereIn('id', [evening.id, night.id]).select('id', 'cleared_at');
    expect(rows).toHaveLength(2);
    expect(rows.every((r: { cleared_at: unknown }) => r.cleared_at !== null)).toBe(true);
    // A cleared request stays readable (its responses) for its author's history.
    expect((await alice.get(`/api/prayer-requests/${night.id}/responses`)).status).toBe(200);
    // Running the job again (another instance) changes nothing.
    expect(await svc.clearWall()).toBe(0);
  });

  it('hides requests after the morning even if the job did not run, and never shows one older than 24 hours', async () => {
    let at = new Date('2031-06-10T07:00:00Z');
    const svc = serviceAt(() => at);
    const created = await svc.create(aliceId, 'Summer request.');
    at = new Date('2031-06-11T04:59:00Z'); // 05:59 BST
    expect((await svc.list(undefined)).map((r) => r.id)).toContain(created.id);
    at = new Date('2031-06-11T05:00:00Z'); // 06:00 BST, no clearing run
    expect((await svc.list(undefined)).map((r) => r.id)).not.toContain(created.id);
  });

  it('shows nothing older than 24 hours on the real wall', async () => {
    await h.db('prayer_requests').insert({
      id: '33333333-3333-4333-8333-333333333333',
      content: 'Old request.',
      anonymous_id: aliceId,
      created_at: toDbDate(new Date(Date.now() - 25 * 3600_000)),
    });
    expect((await wall()).some((r) => r.id === '33333333-3333-4333-8333-333333333333')).toBe(false);
  });
});
