import { call } from '@flow/api-client';
import { DAILY_VERSE_SYNC, endpoints, NOTIFICATION_DEFAULT_TIME, NOTIFICATION_SETTINGS_KEY } from '@flow/contracts';

export interface NotificationSettings {
  enabled: boolean;
  time: string;
}
export type Permission = NotificationPermission;

/** Spec 001 §3/§9: off by default, at 08:00; the permission itself is never stored. */
export const DEFAULT_SETTINGS: NotificationSettings = { enabled: false, time: NOTIFICATION_DEFAULT_TIME };

export function loadSettings(): NotificationSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(NOTIFICATION_SETTINGS_KEY) ?? 'null') as Partial<NotificationSettings> | null;
    return {
      enabled: saved?.enabled === true,
      time: typeof saved?.time === 'string' && /^\d\d:\d\d$/.test(saved.time) ? saved.time : NOTIFICATION_DEFAULT_TIME,
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** Saved locally and pushed to the service worker as UPDATE_SETTINGS (spec 001 §4). */
export function saveSettings(settings: NotificationSettings): void {
  try {
    localStorage.setItem(NOTIFICATION_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage blocked: the settings still apply for this visit.
  }
  navigator.serviceWorker?.controller?.postMessage({ type: 'UPDATE_SETTINGS', settings });
}

export const notificationsSupported = () =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator;

export const currentPermission = (): Permission => (notificationsSupported() ? Notification.permission : 'default');

/** Spec 001 §4: registers the worker at /sw.js (scope /) and asks the browser for permission. */
export async function requestPermission(): Promise<{ permission: Permission; registration: ServiceWorkerRegistration }> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const permission = await Notification.requestPermission();
  return { permission, registration };
}

const ready = () => navigator.serviceWorker.ready;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this browser to Web Push and tells the server when to send (the visitor's own
 * time zone), so the reminder arrives with no tab open.
 */
export async function subscribe(time: string, language: string): Promise<void> {
  const registration = await ready();
  const { publicKey } = await call(endpoints.vapidPublicKey);
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await call(endpoints.subscribePush, {
    body: { endpoint: json.endpoint, keys: json.keys, time, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, language: language as 'en' },
  });
  // Spec 001 §4: the daily-verse background sync where the browser has it.
  const sync = (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync;
  await sync?.register(DAILY_VERSE_SYNC).catch(() => undefined);
}

export async function unsubscribe(): Promise<void> {
  const registration = await ready();
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  await call(endpoints.unsubscribePush, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

export async function showTestNotification(title: string, body: string): Promise<void> {
  const registration = await ready();
  await registration.showNotification(title, { body, icon: '/icons/icon-192.png', badge: '/icons/icon-96.png', tag: 'flow-test' });
}
