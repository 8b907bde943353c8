import { createHash, randomUUID } from 'node:crypto';
import { ErrorBody, PushSubscriptionState } from '@flow/contracts';
import { decodeDate } from '../platform/db/decode';
import { startHarness, type Harness } from '../test/harness';
import { NotificationsRepo } from './notifications.repo';
import { NotificationsService } from './notifications.service';
import type { PushOutcome, PushSender, PushTarget } from './push-sender';

/** Records what would have gone to the push services; answers what a test tells it to. */
class FakePushSender implements PushSender {
  sent: { target: PushTarget; payload: Record<string, unknown> }[] = [];
  answer: PushOutcome = 'sent';
  /** How long each push takes, and the most that were in flight together. */
  delayMs = 0;
  inFlight = 0;
  maxInFlight = 0;
  async send(target: PushTarget, payload: string): Promise<PushOutcome> {
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    this.inFlight--;
    this.sent.push({ target, payload: JSON.parse(payload) as Record<string, unknown> });
    return this.answer;
  }
}

const sender = new FakePushSender();
let h: Harness;
let n = 0;

const subscription = (overrides: Record<string, unknown> = {}) => ({
  endpoint: `https://push.example.test/send/${Date.now()}-${++n}`,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
  time: '08:00',
  timeZone: 'Asia/Tokyo',
  language: 'ja',
  ...overrides,
});

beforeAll(async () => {
  // A scheduler pass every hour only: these tests drive the passes themselves.
  h = await startHarness({ pushSender: sender, env: { FLOW_PUSH_CHECK_SEC: '3600' } });
});
afterAll(() => h.close());
beforeEach(() => {
  sender.sent = [];
  sender.answer = 'sent';
  sender.delayMs = 0;
  sender.maxInFlight = 0;
});

/** A service on the harness's database whose clock reads `at`, as a second instance would be. */
const instanceAt = (at: Date) =>
  new NotificationsService({
    repo: new NotificationsRepo(h.db),
    sender,
    publicKey: 'unused',
    dailyVerse: (day) => h.services.scripture.dailyVerse(day),
    logger: h.logger,
    pushHosts: h.config.push.hosts,
    now: () => at,
  });

describe('Web Push subscriptions (daily-verse reminders)', () => {
  it('gives the VAPID public key the browser subscribes with', async () => {
    const res = await h.agent().get('/api/notifications/vapid-public-key');
    expect(res.status).toBe(200);
    expect(res.body.publicKey).toMatch(/^[A-Za-z0-9_-]{80,100}$/);
  });

  it('stores a subscription with its next reminder at the chosen local time, and updates it in place', async () => {
    const body = subscription();
    const res = await h.agent().put('/api/notifications/subscription').send(body);
    expect(res.status).toBe(200);
    const state = PushSubscriptionState.parse(res.body);
    expect(state).toMatchObject({ subscribed: true, time: '08:00', timeZone: 'Asia/Tokyo' });
    // 08:00 in Tokyo is 23:00 UTC the day before.
    expect(new Date(state.nextAt!).getUTCHours()).toBe(23);
    expect(new Date(state.nextAt!).getUTCMinutes()).toBe(0);

    const again = await h.agent().put('/api/notifications/subscription').send({ ...body, time: '21:30', timeZone: 'America/New_York' });
    expect(again.status).toBe(200);
    const rows = await h.db('push_subscriptions').where({ endpoint: body.endpoint });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ time: '21:30', time_zone: 'America/New_York' });
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const before = (await h.db('push_subscriptions').count({ c: '*' }))[0].c;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ time: '25:00' }, /HH:MM/],
      [{ time: '8:00' }, /HH:MM/],
      [{ timeZone: 'Mars/Olympus' }, /time zone/i],
      [{ endpoint: 'http://push.example.test/x' }, /https/],
      // The server posts to the endpoint every day: only the push services, never an address of
      // the visitor's choosing (an internal host, a metadata service, someone else's site).
      [{ endpoint: 'https://169.254.169.254/latest/meta-data' }, /push service is not supported/],
      [{ endpoint: 'https://127.0.0.1/admin' }, /push service is not supported/],
      [{ endpoint: 'https://victim.example.org/webhook' }, /push service is not supported/],
      [{ endpoint: 'https://push.example.test:8443/x' }, /push service is not supported/],
      [{ endpoint: 'https://user@push.example.test/x' }, /push service is not supported/],
      [{ endpoint: 'https://push.example.test.evil.org/x' }, /push service is not supported/],
      [{ keys: { p256dh: 'short', auth: 'x' } }, /./],
    ];
    for (const [overrides, message] of cases) {
      const res = await h.agent().put('/api/notifications/subscription').send(subscription(overrides));
      expect(res.status).toBe(400);
      expect(JSON.stringify(ErrorBody.parse(res.body))).toMatch(message);
    }
    const after = (await h.db('push_subscriptions').count({ c: '*' }))[0].c;
    expect(Number(after)).toBe(Number(before));
  });

  it('unsubscribes: the row is gone and no reminder is sent', async () => {
    const body = subscription({ time: '06:15', timeZone: 'UTC' });
    await h.agent().put('/api/notifications/subscription').send(body);
    const res = await h.agent().delete('/api/notifications/subscription').send({ endpoint: body.endpoint });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ subscribed: false, time: null, timeZone: null, nextAt: null });
    expect(await h.db('push_subscriptions').where({ endpoint: body.endpoint })).toHaveLength(0);
    await instanceAt(new Date(Date.now() + 3 * 24 * 3600_000)).sendDue();
    expect(sender.sent.filter((s) => s.target.endpoint === body.endpoint)).toHaveLength(0);
  });
});

describe('the reminder schedule', () => {
  beforeEach(() => h.db('push_subscriptions').delete());

  it("sends the day's verse at the chosen local time, once, then moves to the next day", async () => {
    const body = subscription({ time: '07:30', timeZone: 'Europe/Paris', language: 'fr' });
    const subscribed = PushSubscriptionState.parse((await h.agent().put('/api/notifications/subscription').send(body)).body);
    const due = new Date(subscribed.nextAt!);

    expect(await instanceAt(new Date(due.getTime() - 60_000)).sendDue()).toEqual({ sent: 0, gone: 0, failed: 0 });
    expect(await instanceAt(due).sendDue()).toEqual({ sent: 1, gone: 0, failed: 0 });
    expect(sender.sent).toHaveLength(1);
    const [{ payload, target }] = sender.sent;
    expect(target.endpoint).toBe(body.endpoint);
    expect(payload).toMatchObject({ kind: 'daily-verse', title: 'Le verset du jour', url: '/daily-verse' });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(due);
    const verse = await h.services.scripture.dailyVerse(day);
    expect(payload.body).toBe(`${verse.verse} — ${verse.reference}`);

    // The same minute again sends nothing; the next day's time sends again.
    expect((await instanceAt(new Date(due.getTime() + 30_000)).sendDue()).sent).toBe(0);
    const row = await h.db('push_subscriptions').where({ endpoint: body.endpoint }).first();
    const next = new Date(decodeDate(row.next_send_at));
    expect(next.getTime() - due.getTime()).toBeGreaterThanOrEqual(23 * 3600_000);
    expect(next.getTime() - due.getTime()).toBeLessThanOrEqual(25 * 3600_000);
  });

  it('sends once when several instances look at the same moment', async () => {
    const subscribed = PushSubscriptionState.parse(
      (await h.agent().put('/api/notifications/subscription').send(subscription({ timeZone: 'UTC', time: '12:00' }))).body,
    );
    const due = new Date(subscribed.nextAt!);
    const results = await Promise.all([instanceAt(due), instanceAt(due), instanceAt(due), instanceAt(due)].map((s) => s.sendDue()));
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    expect(sender.sent).toHaveLength(1);
  });

  it('sends everyone who chose the same minute in one pass, several pushes at a time', async () => {
    const first = PushSubscriptionState.parse(
      (await h.agent().put('/api/notifications/subscription').send(subscription({ timeZone: 'UTC', time: '08:00' }))).body,
    );
    const due = new Date(first.nextAt!);
    // More than one batch of the database's due list, written straight in (the route is rate-limited).
    const template = await h.db('push_subscriptions').first();
    const rows = Array.from({ length: 449 }, (_, i) => ({
      ...template,
      id: randomUUID(),
      endpoint: `https://push.example.test/send/many-${i}`,
      endpoint_hash: createHash('sha256').update(`many-${i}`).digest('hex'),
    }));
    for (let i = 0; i < rows.length; i += 100) await h.db('push_subscriptions').insert(rows.slice(i, i + 100));
    sender.delayMs = 5;

    expect(await instanceAt(due).sendDue()).toEqual({ sent: 450, gone: 0, failed: 0 });
    expect(new Set(sender.sent.map((s) => s.target.endpoint)).size).toBe(450);
    expect(sender.maxInFlight).toBeGreaterThan(1);
    expect(sender.maxInFlight).toBeLessThanOrEqual(16);
    expect((await instanceAt(due).sendDue()).sent).toBe(0);
  });

  it('forgets a subscription the push service says is gone (404/410)', async () => {
    const body = subscription({ timeZone: 'UTC', time: '09:00' });
    const subscribed = PushSubscriptionState.parse((await h.agent().put('/api/notifications/subscription').send(body)).body);
    sender.answer = 'gone';
    expect(await instanceAt(new Date(subscribed.nextAt!)).sendDue()).toEqual({ sent: 0, gone: 1, failed: 0 });
    expect(await h.db('push_subscriptions').where({ endpoint: body.endpoint })).toHaveLength(0);
  });

  it('keeps a subscription whose send failed for another reason, for the next day', async () => {
    const body = subscription({ timeZone: 'UTC', time: '10:00' });
    const subscribed = PushSubscriptionState.parse((await h.agent().put('/api/notifications/subscription').send(body)).body);
    sender.answer = 'failed';
    expect(await instanceAt(new Date(subscribed.nextAt!)).sendDue()).toEqual({ sent: 0, gone: 0, failed: 1 });
    expect(await h.db('push_subscriptions').where({ endpoint: body.endpoint })).toHaveLength(1);
  });
});
