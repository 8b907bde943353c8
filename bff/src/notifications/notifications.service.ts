import type { DailyVerse, DailyVersePush, PushSubscriptionBody, PushSubscriptionState } from '@flow/contracts';
import { BadRequestError } from '../platform/http/errors';
import type { Logger } from '../platform/logger';
import type { NotificationsRepo, SubscriptionRecord } from './notifications.repo';
import type { PushSender } from './push-sender';
import { pushTitle } from './push-texts';
import { localDay, nextReminderAt } from './schedule';

/** Due reminders read from the database at a time. */
const BATCH = 200;
/** Pushes in flight at once: each is an HTTPS request to a push service, mostly waiting. */
const SEND_CONCURRENCY = 16;
/** A pass stops taking new batches after this long; the next pass (a minute later) goes on. */
const PASS_BUDGET_MS = 45_000;

export interface NotificationsDeps {
  repo: NotificationsRepo;
  sender: PushSender;
  publicKey: string;
  dailyVerse: (day: string) => Promise<DailyVerse>;
  logger: Logger;
  /** The push services a subscription may name (config.push.hosts). */
  pushHosts: string[];
  now?: () => Date;
}

export const PUSH_SERVICE_UNKNOWN = 'This browser’s push service is not supported';

/**
 * Whether an endpoint is at one of the known push services, on the default port and with no user
 * part: the server posts to it every day, so a visitor must not be able to point it at an internal
 * address or at someone else's site.
 */
export function isKnownPushService(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((known) => host === known || host.endsWith(`.${known}`));
}

const stateOf = (r: SubscriptionRecord | null): PushSubscriptionState =>
  r ? { subscribed: true, time: r.time, timeZone: r.timeZone, nextAt: r.nextSendAt } : { subscribed: false, time: null, timeZone: null, nextAt: null };

/** Daily-verse reminders: one subscription per browser, sent at its own local time. */
export class NotificationsService {
  constructor(private readonly deps: NotificationsDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  publicKey(): { publicKey: string } {
    return { publicKey: this.deps.publicKey };
  }

  async subscribe(body: PushSubscriptionBody): Promise<PushSubscriptionState> {
    if (!isKnownPushService(body.endpoint, this.deps.pushHosts)) throw new BadRequestError(PUSH_SERVICE_UNKNOWN);
    const record = await this.deps.repo.upsert({
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      time: body.time,
      timeZone: body.timeZone,
      language: body.language,
      nextSendAt: nextReminderAt(body.time, body.timeZone, this.now()),
    });
    return stateOf(record);
  }

  async unsubscribe(endpoint: string): Promise<PushSubscriptionState> {
    await this.deps.repo.removeByEndpoint(endpoint);
    return stateOf(null);
  }

  /**
   * Sends every reminder that is due. Each one is first claimed in the database (moved to its
   * next day), so instances running this together send it once; a send that fails is not
   * retried the same day (a late verse is no reminder), a gone subscription is removed.
   *
   * Many people pick the same round time (08:00), so a pass keeps taking batches until nothing is
   * due or its time is up, and sends up to SEND_CONCURRENCY at once: one at a time, ten thousand
   * reminders at 08:00 would reach the last person after lunch.
   */
  async sendDue(): Promise<{ sent: number; gone: number; failed: number }> {
    const now = this.now();
    const startedAt = Date.now();
    const counts = { sent: 0, gone: 0, failed: 0 };
    for (;;) {
      const batch = await this.deps.repo.due(now, BATCH);
      let next = 0;
      const worker = async () => {
        while (next < batch.length) await this.sendOne(batch[next++], now, counts);
      };
      await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, batch.length) }, worker));
      if (batch.length < BATCH || Date.now() - startedAt > PASS_BUDGET_MS) return counts;
    }
  }

  private async sendOne(record: SubscriptionRecord, now: Date, counts: { sent: number; gone: number; failed: number }): Promise<void> {
    const next = nextReminderAt(record.time, record.timeZone, now);
    if (!(await this.deps.repo.claim(record, next, now))) return;
    const verse = await this.deps.dailyVerse(localDay(now, record.timeZone));
    const payload: DailyVersePush = {
      kind: 'daily-verse',
      title: pushTitle(record.language),
      body: `${verse.verse} — ${verse.reference}`,
      url: '/daily-verse',
    };
    const outcome = await this.deps.sender.send({ endpoint: record.endpoint, keys: { p256dh: record.p256dh, auth: record.auth } }, JSON.stringify(payload));
    counts[outcome === 'sent' ? 'sent' : outcome === 'gone' ? 'gone' : 'failed'] += 1;
    if (outcome === 'gone') await this.deps.repo.remove(record.id);
    if (outcome === 'failed') this.deps.logger.warn({ subscription: record.id }, 'daily-verse push failed');
  }
}

/** Looks for due reminders every `everyMs` on a serving instance; stops with the server. */
export function scheduleReminders(service: NotificationsService, everyMs: number, logger: Logger): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    service
      .sendDue()
      .catch((err: unknown) => logger.error({ err }, 'daily-verse reminders failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
