import type { DailyVerse, DailyVersePush, PushSubscriptionBody, PushSubscriptionState } from '@flow/contracts';
import type { Logger } from '../platform/logger';
import type { NotificationsRepo, SubscriptionRecord } from './notifications.repo';
import type { PushSender } from './push-sender';
import { pushTitle } from './push-texts';
import { localDay, nextReminderAt } from './schedule';

/** Due reminders handled per pass; the rest wait for the next pass a minute later. */
const BATCH = 200;

export interface NotificationsDeps {
  repo: NotificationsRepo;
  sender: PushSender;
  publicKey: string;
  dailyVerse: (day: string) => Promise<DailyVerse>;
  logger: Logger;
  now?: () => Date;
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
   */
  async sendDue(): Promise<{ sent: number; gone: number; failed: number }> {
    const now = this.now();
    const counts = { sent: 0, gone: 0, failed: 0 };
    for (const record of await this.deps.repo.due(now, BATCH)) {
      const next = nextReminderAt(record.time, record.timeZone, now);
      if (!(await this.deps.repo.claim(record, next, now))) continue;
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
    return counts;
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
