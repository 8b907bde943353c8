import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { notifyPages } from './notify';
import { learnRemoteOrigins } from './remotes';

export const READS_CACHE = 'flow-reads';

/**
 * What a returning visitor may read offline: the wall, the prayer requests, the day's verse and
 * what the shell needs to start (where the remotes live, the signed-in account). Everything
 * else under /api is private or pointless offline and is never stored.
 */
export const OFFLINE_READS =
  /^\/api\/(remotes|posts|wall\/posts|wall\/prayer-requests|prayer-requests|prayer-requests-with-responses|daily-verse|stats|visitor-stats|crisis-lines|site-info|me|auth\/user|auth\/methods)(\/[^/]+(\/responses)?)?$/;

/** The day's verse is asked for by date; offline the last one seen is the answer, whatever the date. */
const ONE_KEY_PER_PATH = new Set(['/api/daily-verse']);

const lastSeenKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    return ONE_KEY_PER_PATH.has(url.pathname) ? `${url.origin}${url.pathname}` : request;
  },
};

const tellPagesWhenOffline: WorkboxPlugin = {
  fetchDidFail: async () => {
    await notifyPages({ type: 'flow:offline-read' });
  },
};

export function registerOfflineReads(): void {
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && OFFLINE_READS.test(url.pathname),
    new NetworkFirst({
      cacheName: READS_CACHE,
      // A connection that hangs is as bad as none: after 6 s the last copy is better.
      networkTimeoutSeconds: 6,
      matchOptions: { ignoreVary: true },
      plugins: [lastSeenKey, tellPagesWhenOffline, learnRemoteOrigins, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true })],
    }),
  );
}
