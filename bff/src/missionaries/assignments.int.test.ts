import { MissionaryResponseList } from '@flow/contracts';
import { tempOutbox } from '../accounts/test/helpers';
import { postJson as json } from '../moderation/test/factories';
import { startHarness, type Agent, type Harness } from '../test/harness';
import { RESPONSE_NOT_FOUND } from './missionaries.service';
import { sharedPrayerRequest, signedInMissionary } from './test/helpers';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({
    env: {
      FLOW_MAIL_OUTBOX_DIR: tempOutbox(),
      FLOW_DEV_OUTBOX: '1',
      FLOW_RATE_LIMIT_SIGNIN: '10000/60',
      FLOW_RATE_LIMIT_MISSIONARY_SIGNUP: '10000/60',
      FLOW_MISSIONARY_REASSIGN_AFTER_MIN: '60',
    },
  });
});
afterAll(() => h.close());

const HOUR = 3600_000;

/** The assignment runs after the request is answered; wait for it (or for it not to come). */
async function assigneesOf(requestId: string, expected = 1): Promise<Array<{ missionary_id: string; status: string }>> {
  for (let i = 0; i < 100; i++) {
    const rows = await h.db('prayer_connections').where({ prayer_request_id: requestId }).orderBy('created_at');
    if (rows.length >= expected) return rows;
    await new Promise((r) => setTimeout(r, 20));
  }
  return h.db('prayer_connections').where({ prayer_request_id: requestId });
}
const outbox = async (to: string) => (await h.agent().get('/api/dev/outbox').query({ to })).body as Array<{ subject: string; text: string }>;
/** The mail with this subject, once the background assignment has sent it (the sign-in mail is there too). */
async function mailTo(to: string, subject: string): Promise<{ subject: string; text: string } | undefined> {
  for (let waited = 0; waited < 3000; waited += 50) {
    const mail = (await outbox(to)).find((m) => m.subject === subject);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  return undefined;
}

describe('assigning new prayer requests', () => {
  it('goes to an active human who shares the language; never to AI helpers, inactive or unapproved people', async () => {
    const korean = await signedInMissionary(h, { languages: ['ko', 'en'] });
    const unapproved = await signedInMissionary(h, { languages: ['ko'], bio: 'Waiting for a moderator.' });
    const inactive = await signedInMissionary(h, { languages: ['ko'] });
    await h.db('missionaries').where({ id: inactive.id }).update({ is_active: false });
    const english = await signedInMissionary(h, { languages: ['en'] });

    const { id } = await sharedPrayerRequest(h, '어머니의 수술을 위해 기도해 주세요. 너무 걱정돼요.');
    const rows = await assigneesOf(id);
    expect(rows.map((r) => [r.missionary_id, r.status])).toEqual([[korean.id, 'pending']]);
    for (const other of [unapproved, inactive, english]) expect(rows.some((r) => r.missionary_id === other.id)).toBe(false);

    // The mail goes out in the missionary's language, with the dashboard link.
    const mail = await mailTo(korean.email, 'Flow에서 기도 제목이 기다리고 있어요');
    expect(mail?.text).toContain('/missionary-dashboard');
    expect(mail?.text).toContain('어머니의 수술');
  });

  it('gives each request to the least-loaded missionary first', async () => {
    const first = await signedInMissionary(h, { languages: ['ja'] });
    const second = await signedInMissionary(h, { languages: ['ja'] });
    const owner = async (id: string) => (await assigneesOf(id))[0]?.missionary_id;
    // Each request is shared once the previous one is assigned, as load is counted at assignment.
    const owners: Array<string | undefined> = [];
    for (const text of ['家族のために祈ってください。', '仕事が見つかるように祈ってください。', '病気の友人のために祈ってください。']) {
      owners.push(await owner((await sharedPrayerRequest(h, text)).id));
    }
    // Equal load: the longest-serving first; then the other; then the first again.
    expect(owners).toEqual([first.id, second.id, first.id]);
  });

  it('never assigns a request the content filter holds, nor when nobody shares the language', async () => {
    await signedInMissionary(h, { languages: ['en'] });
    const english = await json((await h.identified()).agent, '/api/prayer-requests', { content: 'I want to die, please pray for me' });
    expect(english.body.heldForReview).toBe(true);
    const lonely = await sharedPrayerRequest(h, 'Молитесь за мою семью, пожалуйста.');
    await new Promise((r) => setTimeout(r, 150));
    expect(await h.db('prayer_connections').whereIn('prayer_request_id', [english.body.id, lonely.id])).toEqual([]);
  });
});

describe('reassignment', () => {
  it('moves a request nobody answered in time to the next missionary, who is mailed', async () => {
    const slow = await signedInMissionary(h, { languages: ['fr'] });
    const next = await signedInMissionary(h, { languages: ['fr'] });
    const { id } = await sharedPrayerRequest(h, 'Priez pour mon père, je suis très inquiète.');
    expect((await assigneesOf(id))[0]?.missionary_id).toBe(slow.id);

    // Not yet overdue: nothing moves.
    expect(await h.services.assignments.reassignOverdue(new Date(Date.now() + 30 * 60_000))).toBe(0);
    expect(await h.services.assignments.reassignOverdue(new Date(Date.now() + 2 * HOUR))).toBeGreaterThanOrEqual(1);
    const rows = await h.db('prayer_connections').where({ prayer_request_id: id }).orderBy('created_at');
    expect(rows.map((r) => [r.missionary_id, r.status])).toEqual([
      [slow.id, 'reassigned'],
      [next.id, 'pending'],
    ]);
    expect(await mailTo(next.email, 'Une demande de prière vous attend sur Flow')).toBeDefined();
    // The first missionary no longer sees it and cannot answer it.
    expect((await slow.agent.get(`/api/missionaries/${slow.id}/prayer-requests`)).body).toEqual([]);
    const late = await json(slow.agent, `/api/missionaries/${slow.id}/prayer-requests/${id}/responses`, { content: 'Je prie.' });
    expect(late.status).toBe(403);

    // With nobody left to ask, it stays with the second.
    await h.services.assignments.reassignOverdue(new Date(Date.now() + 4 * HOUR));
    expect((await h.db('prayer_connections').where({ prayer_request_id: id, status: 'pending' })).map((r) => r.missionary_id)).toEqual([next.id]);
  });

  it('withdraws an assignment whose request a moderator has since held', async () => {
    const m = await signedInMissionary(h, { languages: ['es'] });
    const { id } = await sharedPrayerRequest(h, 'Oren por mi hijo, por favor, estoy muy preocupada.');
    expect((await assigneesOf(id))[0]?.missionary_id).toBe(m.id);
    await h.db('moderation_holds').insert({ item_type: 'prayer_request', item_id: id, reason: 'reports', created_at: '2026-01-01 00:00:00.000' });
    await h.services.assignments.reassignOverdue(new Date(Date.now() + 2 * HOUR));
    expect((await h.db('prayer_connections').where({ prayer_request_id: id })).map((r) => r.status)).toEqual(['withdrawn']);
  });
});

describe('the requester sees the answer on their own request only', () => {
  it('"A missionary prayed for you": listed for the author, nobody else; Read when the author has seen it', async () => {
    const m = await signedInMissionary(h, { languages: ['pt-BR'] });
    const { id, author } = await sharedPrayerRequest(h, 'Orem pela minha mãe, por favor, estou muito preocupada com ela.');
    expect((await assigneesOf(id))[0]?.missionary_id).toBe(m.id);
    const sent = await json(m.agent, `/api/missionaries/${m.id}/prayer-requests/${id}/responses`, { content: 'Estou orando por vocês duas.' });
    expect(sent.status).toBe(201);

    const mine = MissionaryResponseList.parse((await author.agent.get('/api/my-missionary-responses')).body);
    expect(mine).toEqual([expect.objectContaining({ prayerRequestId: id, content: 'Estou orando por vocês duas.', isRead: false })]);
    // No missionary identity travels with it.
    expect(JSON.stringify(mine)).not.toContain(m.displayName);

    const stranger: { agent: Agent } = await h.identified();
    expect((await stranger.agent.get('/api/my-missionary-responses')).body).toEqual([]);
    const forged = await json(stranger.agent, `/api/my-missionary-responses/${mine[0]!.id}/read`, {});
    expect([forged.status, forged.body.message]).toEqual([404, RESPONSE_NOT_FOUND]);
    expect(MissionaryResponseList.parse((await m.agent.get(`/api/missionary-responses/${m.id}`)).body)[0]?.isRead).toBe(false);

    const read = await json(author.agent, `/api/my-missionary-responses/${mine[0]!.id}/read`, {});
    expect([read.status, read.body.isRead]).toEqual([200, true]);
    expect(MissionaryResponseList.parse((await m.agent.get(`/api/missionary-responses/${m.id}`)).body)[0]?.isRead).toBe(true);
  });
});
