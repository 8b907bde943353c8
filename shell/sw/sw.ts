/**
 * Flow's one service worker (scope `/`): the shell precached, the remotes' entries and screens
 * stored, the wall and the day's verse readable offline, posts and prayer requests written
 * offline queued until the connection returns, and the daily-verse reminders (push.ts).
 */
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { PageMessage } from './messages';
import { registerPush, storeSettings } from './push';
import { READS_CACHE, registerOfflineReads } from './reads';
import { precacheRemotes, registerRemoteFiles, restoreRemoteOrigins } from './remotes';
import { registerOfflineWrites, replayQueue } from './writes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every client route is the shell's index.html; /api and the remotes are not pages.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/remotes\//] }));

registerOfflineWrites();
registerOfflineReads();
registerRemoteFiles();
registerPush();
void restoreRemoteOrigins(READS_CACHE).catch(() => undefined);

self.addEventListener('install', (event) => {
  event.waitUntil(precacheRemotes().catch(() => undefined));
});

// A first visit is controlled at once, so what it reads is already kept for offline. An update
// waits until the visitor presses Refresh (SKIP_WAITING), so no open page mixes two versions.
clientsClaim();

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'UPDATE_SETTINGS') event.waitUntil(storeSettings(message.settings));
  if (message?.type === 'flow:replay-queue') event.waitUntil(replayQueue().catch(() => undefined));
});


// Signing out must not leave the account's last answers readable offline in this browser.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname === '/api/logout') event.waitUntil(caches.delete(READS_CACHE));
});
