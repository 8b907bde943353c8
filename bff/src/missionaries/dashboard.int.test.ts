import { AssignedPrayerRequestList, MissionaryProfile, MissionaryResponse, MissionaryResponseList } from '@flow/contracts';
import { tempOutbox } from '../accounts/test/helpers';
import { postJson as json, signedInVisitor } from '../moderation/test/factories';
import { startHarness, type Agent, type Harness } from '../test/harness';
import { ANSWER_HELD, NOT_A_MISSIONARY, NOT_ASSIGNED, NOT_YOUR_PROFILE } from './missionaries.service';
import { assign, sharedPrayerRequest, signedInMissionary } from './test/helpers';

let h: Harness;
let me: Awaited<ReturnType<typeof signedInMissionary>>;
let other: Awaited<ReturnType<typeof signedInMissionary>>;

beforeAll(async () => {
  h = await startHarness({
    env: {
      FLOW_MAIL_OUTBOX_DIR: tempOutbox(),
      FLOW_DEV_OUTBOX: '1',
      FLOW_RATE_LIMIT_SIGNIN: '10000/60',
      FLOW_RATE_LIMIT_MISSIONARY_SIGNUP: '10000/60',
    },
  });
  // Hindi speakers, so the English requests below are assigned by these tests alone, not by the
  // assignment that runs when a request is shared (assignments.int.test.ts covers that).
  me = await signedInMissionary(h, { name: 'Priya Raman', bio: 'I pray for families.', languages: ['hi'] });
  other = await signedInMissionary(h, { languages: ['hi'] });
});
afterAll(() => h.close());

const respond = (agent: Agent, missionaryId: string, requestId: string, content: string) =>
  json(agent, `/api/missionaries/${missionaryId}/prayer-requests/${requestId}/responses`, { responseType: 'text', content });

describe('the missionary credential', () => {
  it('is the session: signed out 401, an account without a profile 403, the missionary its own profile', async () => {
    const anonymous = await h.identified();
    expect((await anonymous.agent.get('/api/missionaries/me')).status).toBe(401);
    const member = await signedInVisitor(h);
    const denied = await member.agent.get('/api/missionaries/me');
    expect([denied.status, denied.body.message]).toEqual([403, NOT_A_MISSIONARY]);
    const res = await me.agent.get('/api/missionaries/me');
    expect(res.status).toBe(200);
    expect(MissionaryProfile.parse(res.body)).toMatchObject({ id: me.id, displayName: me.displayName, name: 'Priya Raman', bio: 'I pray for families.', prayerCount: 0, isAI: false });
    expect((await me.agent.get(`/api/missionaries/${me.id}`)).body.id).toBe(me.id);
  });

  it('refuses every call with someone else’s id (403, nothing returned), signed in or not', async () => {
    const { id: requestId } = await sharedPrayerRequest(h, 'Please pray for my brother in hospital.');
    await assign(h, requestId, other.id);
    const calls = [
      (a: Agent) => a.get(`/api/missionaries/${other.id}`),
      (a: Agent) => a.get(`/api/missionaries/${other.id}/prayer-requests`),
      (a: Agent) => a.get(`/api/missionary-responses/${other.id}`),
      (a: Agent) => respond(a, other.id, requestId, 'Praying for him tonight.'),
      (a: Agent) => a.get('/api/missionaries/not-a-real-id/prayer-requests'),
    ];
    for (const call of calls) {
      const forged = await call(me.agent);
      expect(forged.status).toBe(403);
      expect(forged.body.message).toBe(NOT_YOUR_PROFILE);
      expect(JSON.stringify(forged.body)).not.toContain('brother');
      const anonymous = await call((await h.identified()).agent);
      expect(anonymous.status).toBe(401);
    }
    expect(await h.db('missionary_prayer_responses').where({ prayer_request_id: requestId })).toHaveLength(0);
  });
});

describe('pending requests and responses', () => {
  it('refuses an answer the content filter would hold, and the requester receives nothing', async () => {
    const { id: requestId, author } = await sharedPrayerRequest(h, 'Please pray for my exams tomorrow.');
    // Assigned to the other missionary, so the next test's pending list stays its own.
    await assign(h, requestId, other.id);
    const res = await respond(other.agent, other.id, requestId, 'I want to kill myself too');
    expect([res.status, res.body.message]).toEqual([400, ANSWER_HELD]);
    expect(await h.db('missionary_prayer_responses').where({ prayer_request_id: requestId })).toHaveLength(0);
    expect(MissionaryResponseList.parse((await author.agent.get('/api/my-missionary-responses')).body)).toHaveLength(0);
  });

  it('lists what is assigned, answers it through the filter, and moves it to My Responses', async () => {
    const { id: requestId } = await sharedPrayerRequest(h, 'Pray that I find work this month.');
    const { id: notMine } = await sharedPrayerRequest(h, 'Pray for rain on our farm.');
    await assign(h, requestId, me.id);
    await assign(h, notMine, other.id);
    const pending = AssignedPrayerRequestList.parse((await me.agent.get(`/api/missionaries/${me.id}/prayer-requests`)).body);
    expect(pending.map((p) => p.content)).toEqual(['Pray that I find work this month.']);

    // Not assigned to me: 403, and nothing stored.
    const foreign = await respond(me.agent, me.id, notMine, 'Praying.');
    expect([foreign.status, foreign.body.message]).toEqual([403, NOT_ASSIGNED]);

    const res = await respond(me.agent, me.id, requestId, 'I am praying for you. Write me at priya@example.org or call 555 123 4567.');
    expect(res.status).toBe(201);
    const response = MissionaryResponse.parse(res.body);
    // Contact details never reach the requester.
    expect(response.content).not.toContain('priya@example.org');
    expect(response.content).not.toContain('4567');
    expect(response.isRead).toBe(false);

    expect(AssignedPrayerRequestList.parse((await me.agent.get(`/api/missionaries/${me.id}/prayer-requests`)).body)).toEqual([]);
    const mine = MissionaryResponseList.parse((await me.agent.get(`/api/missionary-responses/${me.id}`)).body);
    expect(mine.map((r) => r.id)).toEqual([response.id]);
    expect(MissionaryProfile.parse((await me.agent.get('/api/missionaries/me')).body).prayerCount).toBe(1);

    // Answered once: a second answer to the same request is refused.
    expect((await respond(me.agent, me.id, requestId, 'Again.')).status).toBe(403);
  });

  it('limits a response to 500 characters and refuses a blank one', async () => {
    const { id: requestId } = await sharedPrayerRequest(h, 'Pray for my exams.');
    await assign(h, requestId, me.id);
    const long = await respond(me.agent, me.id, requestId, 'a'.repeat(501));
    expect([long.status, long.body.details?.[0]?.code]).toEqual([400, 'text_too_long']);
    const blank = await respond(me.agent, me.id, requestId, '   ');
    expect([blank.status, blank.body.details?.[0]?.code]).toEqual([400, 'text_empty']);
    expect((await respond(me.agent, me.id, requestId, 'b'.repeat(500))).status).toBe(201);
  });

  it('drops a request a moderator holds, and refuses to answer it', async () => {
    const { id: requestId } = await sharedPrayerRequest(h, 'Pray for my marriage.');
    await assign(h, requestId, me.id);
    await h.db('moderation_holds').insert({ item_type: 'prayer_request', item_id: requestId, reason: 'reports', created_at: '2026-01-01 00:00:00.000' });
    const pending = AssignedPrayerRequestList.parse((await me.agent.get(`/api/missionaries/${me.id}/prayer-requests`)).body);
    expect(pending.some((p) => p.id === requestId)).toBe(false);
    expect((await respond(me.agent, me.id, requestId, 'Praying.')).status).toBe(403);
  });
});
