import { randomUUID } from 'node:crypto';
import { Account } from '@flow/contracts';
import { signInByEmail, tempOutbox } from '../accounts/test/helpers';
import { toDbDate } from '../platform/db/sql';
import { startHarness, type Agent, type Harness } from '../test/harness';
import { QuotaReachedError } from './quota.service';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { FLOW_MAIL_OUTBOX_DIR: tempOutbox(), FLOW_DEV_OUTBOX: '1', FLOW_RATE_LIMIT_SIGNIN: '10000/60' } });
});
afterAll(() => h.close());

let seq = 0;
async function signedIn(): Promise<{ agent: Agent; userId: string }> {
  const { agent } = await h.identified();
  const res = await signInByEmail(h, agent, `quota${Date.now()}${seq++}@example.org`);
  return { agent, userId: res.body.user.id as string };
}

async function makePremium(userId: string, status = 'active', periodEnd = '2027-01-01 00:00:00.000') {
  await h.db('subscriptions').insert({
    id: randomUUID(),
    user_id: userId,
    tier: 'premium',
    status,
    current_period_end: periodEnd,
    updated_at: toDbDate(new Date()),
  });
}

/** Spends with a unit of work that records itself, so a test can count what really ran. */
const ran: string[] = [];
const spend = (userId: string, at: Date, tag: string = randomUUID()) =>
  h.services.quota.spend(userId, async () => {
    ran.push(tag);
    return tag;
  }, at);
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (err: unknown) => (err instanceof QuotaReachedError ? err.period : `error: ${String(err)}`),
  );

// A Monday, a Wednesday and the next Monday of one month (UTC).
const MON = new Date('2026-06-01T09:00:00Z');
const WED = new Date('2026-06-03T09:00:00Z');
const NEXT_MON = new Date('2026-06-08T00:00:00Z');

describe('GET /api/me reports the plan and the allowance', () => {
  it('free: 1 a month, no weekly cap, resets on the 1st (UTC)', async () => {
    const { agent } = await signedIn();
    const me = Account.parse((await agent.get('/api/me')).body);
    expect(me).toMatchObject({ tier: 'freemium', status: 'active', remaining: 1, monthlyQuota: 1, currentUsage: 0, weeklyCap: null, weekRemaining: null });
    const now = new Date();
    expect(me.resetsAt).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString());
  });

  it('premium: what was spent this month and this week', async () => {
    const { agent, userId } = await signedIn();
    await makePremium(userId);
    await h.services.quota.spend(userId, async () => undefined);
    const me = Account.parse((await agent.get('/api/me')).body);
    expect(me).toMatchObject({ tier: 'premium', monthlyQuota: 8, currentUsage: 1, remaining: 7, weeklyCap: 2, weekRemaining: 1 });
  });

  it('premium lapses a day after its paid period ended, even if no event said so', async () => {
    const { agent, userId } = await signedIn();
    await makePremium(userId, 'active', toDbDate(new Date(Date.now() - 25 * 3600_000)));
    expect((await agent.get('/api/me')).body).toMatchObject({ tier: 'premium', status: 'expired', monthlyQuota: 1, weeklyCap: null });
    const grace = await signedIn();
    await makePremium(grace.userId, 'active', toDbDate(new Date(Date.now() - 2 * 3600_000)));
    expect((await grace.agent.get('/api/me')).body).toMatchObject({ status: 'active', monthlyQuota: 8 });
  });

  it('a cancelled premium plan counts as free again', async () => {
    const { agent, userId } = await signedIn();
    await makePremium(userId, 'canceled');
    expect((await agent.get('/api/me')).body).toMatchObject({ tier: 'premium', status: 'canceled', monthlyQuota: 1, weeklyCap: null });
  });

  it('answers 401 when signed out', async () => {
    const { agent } = await h.identified();
    expect((await agent.get('/api/me')).status).toBe(401);
  });
});

describe('spending the allowance', () => {
  it('free: the second request of the month is refused and its work never runs', async () => {
    const { userId } = await signedIn();
    expect(await outcome(spend(userId, MON, 'free-1'))).toBe('ok');
    expect(await outcome(spend(userId, NEXT_MON, 'free-2'))).toBe('month');
    expect(ran).toContain('free-1');
    expect(ran).not.toContain('free-2');
    // A new month starts again.
    expect(await outcome(spend(userId, new Date('2026-07-01T00:00:00Z')))).toBe('ok');
  });

  it('premium: 2 a week, then the next week, and never more than 8 a month', async () => {
    const { userId } = await signedIn();
    await makePremium(userId);
    expect(await outcome(spend(userId, MON))).toBe('ok');
    expect(await outcome(spend(userId, WED))).toBe('ok');
    expect(await outcome(spend(userId, WED))).toBe('week');
    // The refused request left the month's count alone.
    const used = await h.db('usage').where({ user_id: userId, month: '2026-06' }).first('prayers_used');
    expect(Number(used.prayers_used)).toBe(2);
    const weeks = ['2026-06-08', '2026-06-15', '2026-06-22'];
    for (const day of weeks) {
      expect(await outcome(spend(userId, new Date(`${day}T10:00:00Z`)))).toBe('ok');
      expect(await outcome(spend(userId, new Date(`${day}T11:00:00Z`)))).toBe('ok');
    }
    // 8 spent; Monday 29 June starts a fresh week but the month is used up.
    expect(await outcome(spend(userId, new Date('2026-06-29T10:00:00Z')))).toBe('month');
    // Wednesday 1 July: a new month, in the same week as 29 June (which spent nothing).
    expect(await outcome(spend(userId, new Date('2026-07-01T10:00:00Z')))).toBe('ok');
  });

  it('a week that spans the 1st is one week for the cap', async () => {
    const { userId } = await signedIn();
    await makePremium(userId);
    // Monday 28 Sep and Tuesday 29 Sep, then Thursday 1 Oct: the same week.
    expect(await outcome(spend(userId, new Date('2026-09-28T10:00:00Z')))).toBe('ok');
    expect(await outcome(spend(userId, new Date('2026-09-29T10:00:00Z')))).toBe('ok');
    expect(await outcome(spend(userId, new Date('2026-10-01T10:00:00Z')))).toBe('week');
  });

  it('work that fails gives the unit back', async () => {
    const { userId } = await signedIn();
    await expect(
      h.services.quota.spend(userId, async () => {
        throw new Error('upload failed');
      }, MON),
    ).rejects.toThrow('upload failed');
    expect(await outcome(spend(userId, MON))).toBe('ok');
  });

  it('free: of simultaneous requests at the last unit exactly one succeeds', async () => {
    const { userId } = await signedIn();
    const results = await Promise.all(Array.from({ length: 6 }, () => outcome(spend(userId, MON))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 'month')).toHaveLength(5);
  });

  it('premium: of simultaneous requests at the last unit of the month exactly one succeeds', async () => {
    const { userId } = await signedIn();
    await makePremium(userId);
    await h.db('usage').insert({ id: randomUUID(), user_id: userId, month: '2026-06', prayers_used: 7 });
    const results = await Promise.all(Array.from({ length: 6 }, () => outcome(spend(userId, MON))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 'month')).toHaveLength(5);
  });

  it('premium: of simultaneous requests at the last unit of the week exactly one succeeds', async () => {
    const { userId } = await signedIn();
    await makePremium(userId);
    expect(await outcome(spend(userId, MON))).toBe('ok');
    const results = await Promise.all(Array.from({ length: 6 }, () => outcome(spend(userId, WED))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 'week')).toHaveLength(5);
    const used = await h.db('usage').where({ user_id: userId, month: '2026-06' }).first('prayers_used');
    expect(Number(used.prayers_used)).toBe(2);
  });
});
