import { z } from 'zod';
import { endpoint } from './endpoint';

/** Spec 001 §3/§9: the reminder time is HH:MM, 08:00 unless chosen, and reminders are off by default. */
export const NOTIFICATION_DEFAULT_TIME = '08:00';
/** Spec 001 §9: the background sync the settings page registers. */
export const DAILY_VERSE_SYNC = 'daily-verse-sync';
/** Where the settings page keeps its settings in the browser. */
export const NOTIFICATION_SETTINGS_KEY = 'flow-notification-settings';

export const ReminderTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Time must be HH:MM (00:00–23:59)' });

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
export const TimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, { error: 'Unknown time zone' });

const base64url = z.string().min(16).max(200).regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'Must be base64url' });

/** One browser's Web Push subscription (PushSubscription.toJSON()) and when it wants the verse. */
export const PushSubscriptionBody = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: 'The push endpoint must be an https URL' })
    .max(1000),
  keys: z.object({ p256dh: base64url, auth: z.string().min(8).max(100).regex(/^[A-Za-z0-9_-]+={0,2}$/) }),
  time: ReminderTime,
  timeZone: TimeZone,
  language: z.enum(['en', 'pt-BR', 'es', 'fr', 'zh-CN', 'ko', 'ja', 'hi', 'ru']).default('en'),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = z.object({ endpoint: z.url().max(1000) });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;

export const PushSubscriptionState = z.object({
  subscribed: z.boolean(),
  time: ReminderTime.nullable(),
  timeZone: z.string().nullable(),
  /** The next reminder, ISO 8601 UTC; null when not subscribed. */
  nextAt: z.string().nullable(),
});
export type PushSubscriptionState = z.infer<typeof PushSubscriptionState>;

export const VapidPublicKey = z.object({ publicKey: z.string().min(40) });
export type VapidPublicKey = z.infer<typeof VapidPublicKey>;

/** What a daily-verse push carries; the service worker shows it as it is. */
export const DailyVersePush = z.object({
  kind: z.literal('daily-verse'),
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type DailyVersePush = z.infer<typeof DailyVersePush>;

export const notificationsEndpoints = {
  vapidPublicKey: endpoint('GET', '/api/notifications/vapid-public-key', undefined, VapidPublicKey),
  subscribePush: endpoint('PUT', '/api/notifications/subscription', PushSubscriptionBody, PushSubscriptionState),
  unsubscribePush: endpoint('DELETE', '/api/notifications/subscription', PushUnsubscribeBody, PushSubscriptionState),
};
