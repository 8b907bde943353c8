import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

export const REMOTE_ENTRIES_CACHE = 'flow-remote-entries';
export const REMOTE_CHUNKS_CACHE = 'flow-remote-chunks';

/** A remote's own files that keep their name across deployments: always asked for first. */
const ENTRY_FILE = /\/(mf-manifest\.json|remoteEntry\.js)$/;

/**
 * Origins the remotes are served from. Same-origin `/remotes/` always counts; other origins are
 * learnt from /api/remotes (the shell learns them at run time too, never from its build).
 */
const remoteOrigins = new Set<string>();

function isRemoteFile(url: URL): boolean {
  if (url.origin === self.location.origin) return url.pathname.startsWith('/remotes/');
  return remoteOrigins.has(url.origin);
}

interface RemotesAnswer {
  remotes: { name: string; entry: string }[];
}
interface MfAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}
interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: MfAssets }[];
  shared?: { assets?: MfAssets }[];
}

const assetFiles = (a: MfAssets | undefined): string[] => [
  ...(a?.js?.sync ?? []),
  ...(a?.js?.async ?? []),
  ...(a?.css?.sync ?? []),
  ...(a?.css?.async ?? []),
];

/**
 * Remotes are deployed on their own, so their files cannot be listed in the shell's build.
 * At install the worker asks where they live now and stores each one's manifest, entry and
 * screen chunks, so the first offline visit finds every screen. A remote that cannot be
 * reached is skipped: the worker still installs and the files are cached when first used.
 */
export async function precacheRemotes(): Promise<void> {
  const answer = (await (await fetch('/api/remotes', { credentials: 'include' })).json()) as RemotesAnswer;
  const entries = await caches.open(REMOTE_ENTRIES_CACHE);
  const chunks = await caches.open(REMOTE_CHUNKS_CACHE);
  await Promise.all(
    answer.remotes.map(async (remote) => {
      try {
        const manifestUrl = new URL(remote.entry, self.location.origin);
        if (manifestUrl.origin !== self.location.origin) remoteOrigins.add(manifestUrl.origin);
        const res = await fetch(manifestUrl, { mode: 'cors' });
        if (!res.ok) return;
        const manifest = (await res.clone().json()) as MfManifest;
        await entries.put(manifestUrl, res);
        const meta = manifest.metaData?.remoteEntry;
        const base = new URL('./', manifestUrl);
        await entries.add(new Request(new URL(`${meta?.path ?? ''}${meta?.name ?? 'remoteEntry.js'}`, base), { mode: 'cors' }));
        const files = new Set([...(manifest.exposes ?? []).flatMap((e) => assetFiles(e.assets))]);
        await chunks.addAll([...files].map((f) => new Request(new URL(f, base), { mode: 'cors' })));
      } catch {
        // Cached on first use instead.
      }
    }),
  );
}

export function registerRemoteFiles(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isRemoteFile(url) && ENTRY_FILE.test(url.pathname),
    new NetworkFirst({ cacheName: REMOTE_ENTRIES_CACHE, networkTimeoutSeconds: 4 }),
  );
  // Every other remote file has its content hash in its name: once stored it never changes.
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isRemoteFile(url) && !ENTRY_FILE.test(url.pathname),
    new CacheFirst({
      cacheName: REMOTE_CHUNKS_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })],
    }),
  );
}

/** Learns the remotes' origins from the shell's own /api/remotes answers (a plugin of that read). */
export const learnRemoteOrigins: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (new URL(request.url).pathname === '/api/remotes') await rememberOrigins(response);
    return response;
  },
};

async function rememberOrigins(response: Response): Promise<void> {
  try {
    const answer = (await response.clone().json()) as RemotesAnswer;
    for (const r of answer.remotes) {
      const origin = new URL(r.entry, self.location.origin).origin;
      if (origin !== self.location.origin) remoteOrigins.add(origin);
    }
  } catch {
    // not JSON: nothing to learn
  }
}

/** A restarted worker has forgotten the origins: the last /api/remotes answer it kept knows them. */
export async function restoreRemoteOrigins(readsCache: string): Promise<void> {
  const kept = await (await caches.open(readsCache)).match('/api/remotes', { ignoreVary: true });
  if (kept) await rememberOrigins(kept);
}
