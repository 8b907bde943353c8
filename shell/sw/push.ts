import { DailyVersePush } from '../../packages/contracts/src/notifications';

declare const self: ServiceWorkerGlobalScope;

/** Spec 001 §9: the day's verse kept in the `flow-v1` cache at `/today-verse`. */
const VERSE_CACHE = 'flow-v1';
const VERSE_ENTRY = '/today-verse';
const SETTINGS_CACHE = 'flow-settings';
const SETTINGS_ENTRY = '/notification-settings.json';

/** The page's UPDATE_SETTINGS, kept so a push that arrives after reminders were turned off here is not shown. */
export async function storeSettings(settings: { enabled: boolean; time: string }): Promise<void> {
  const cache = await caches.open(SETTINGS_CACHE);
  await cache.put(SETTINGS_ENTRY, new Response(JSON.stringify(settings), { headers: { 'content-type': 'application/json' } }));
}

async function remindersOn(): Promise<boolean> {
  const saved = await (await caches.open(SETTINGS_CACHE)).match(SETTINGS_ENTRY);
  if (!saved) return true;
  return ((await saved.json()) as { enabled?: boolean }).enabled !== false;
}

async function refreshTodayVerse(): Promise<void> {
  const res = await fetch(`/api/daily-verse?date=${new Date().toISOString().slice(0, 10)}`, { credentials: 'include' });
  if (res.ok) await (await caches.open(VERSE_CACHE)).put(VERSE_ENTRY, res);
}

export function registerPush(): void {
  self.addEventListener('push', (event) => {
    event.waitUntil(
      (async () => {
        let parsed: DailyVersePush | null = null;
        try {
          parsed = DailyVersePush.parse(event.data?.json());
        } catch {
          return;
        }
        if (!(await remindersOn())) return;
        await self.registration.showNotification(parsed.title, {
          body: parsed.body,
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-96.png',
          tag: 'flow-daily-verse',
          data: { url: parsed.url },
        });
      })(),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/daily-verse', self.location.origin).href;
    event.waitUntil(
      (async () => {
        const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = pages.find((p) => p.url === url);
        if (open) return open.focus();
        return self.clients.openWindow(url);
      })(),
    );
  });

  // Spec 001 §4/§9: the daily-verse-sync keeps today's verse ready for the verse page offline.
  self.addEventListener('sync', (event: Event) => {
    const sync = event as ExtendableEvent & { tag: string };
    if (sync.tag === 'daily-verse-sync') sync.waitUntil(refreshTodayVerse().catch(() => undefined));
  });
}
