import webPush, { WebPushError } from 'web-push';
import type { VapidKeys } from './vapid';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** `gone`: the push service says the subscription no longer exists (404/410): forget it. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/** The real sender: the `web-push` library (VAPID-signed, encrypted payloads), with a deadline. */
export class WebPushSender implements PushSender {
  constructor(
    private readonly vapid: VapidKeys,
    private readonly subject: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(target: PushTarget, payload: string): Promise<PushOutcome> {
    try {
      await webPush.sendNotification(target, payload, {
        vapidDetails: { subject: this.subject, publicKey: this.vapid.publicKey, privateKey: this.vapid.privateKey },
        // A reminder a day late is worse than none: push services may drop it after 12 hours.
        TTL: 12 * 3600,
        timeout: this.timeoutMs,
        urgency: 'normal',
      });
      return 'sent';
    } catch (err) {
      if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) return 'gone';
      return 'failed';
    }
  }
}
