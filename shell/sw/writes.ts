import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { QUEUED_HEADER, QUEUED_STATUS, type WriteKind } from './messages';
import { notifyPages } from './notify';

/** Writes made offline that are kept until they reach the server. */
const WRITES: Record<string, WriteKind> = { '/api/posts': 'post', '/api/prayer-requests': 'prayer_request' };

const QUEUE_NAME = 'flow-writes';

/** Answers worth trying again later; any other refusal is final and goes back to the writer. */
const retryLater = (status: number) => status >= 500 || status === 408 || status === 429;

async function contentOf(request: Request): Promise<string> {
  try {
    const body = (await request.clone().json()) as { content?: unknown };
    return typeof body.content === 'string' ? body.content : '';
  } catch {
    return '';
  }
}

/**
 * Sends the queued writes in order. The identity cookie and the `x-anonymous-id` header travel
 * with each stored request, and the browser sets this origin as the `Origin` of the worker's
 * fetch, so the BFF's CSRF rule (JSON + own origin) passes as it did for the page.
 */
async function replay({ queue }: { queue: Queue }): Promise<void> {
  try {
    for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
      const kind = WRITES[new URL(entry.request.url).pathname] ?? 'post';
      let response: Response;
      try {
        response = await fetch(entry.request.clone());
      } catch (error) {
        // Still offline: keep it first in line; the sync (or the next visit) tries again.
        await queue.unshiftRequest(entry);
        throw error;
      }
      if (response.ok) {
        await notifyPages({ type: 'flow:queue-sent', kind });
      } else if (retryLater(response.status)) {
        await queue.unshiftRequest(entry);
        throw new Error(`queued write answered ${response.status}; retrying later`);
      } else {
        await notifyPages({
          type: 'flow:queue-refused',
          kind,
          content: await contentOf(entry.request),
          status: response.status,
          body: await response.text(),
        });
      }
    }
  } finally {
    await notifyPages({ type: 'flow:queue', size: await queue.size() });
  }
}

// Without Background Sync, Workbox replays when the worker starts; `replayQueue` also covers
// pages that come back online while the worker is still running. Workbox's shift is not one
// transaction, so two replays at once (the sync event and a page's "online") could both take
// the same entry and send it twice: replays run one after the other, never together. Each
// caller gets its own run, so a sync event that arrives while a too-early replay fails still
// sends the queue.
const queue = new Queue(QUEUE_NAME, { maxRetentionTime: 14 * 24 * 60, onSync: () => replayQueue() });

let last: Promise<void> = Promise.resolve();
/** Rejects while the writes cannot be sent yet, so a sync event is retried by the browser. */
export function replayQueue(): Promise<void> {
  const run = last.catch(() => undefined).then(() => replay({ queue }));
  last = run;
  return run;
}

export function registerOfflineWrites(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname in WRITES,
    async ({ request }) => {
      const copy = request.clone();
      try {
        return await fetch(request);
      } catch {
        await queue.pushRequest({ request: copy, timestamp: Date.now() });
        await notifyPages({ type: 'flow:queue', size: await queue.size() });
        return new Response(JSON.stringify({ queued: true }), {
          status: QUEUED_STATUS,
          headers: { 'content-type': 'application/json', [QUEUED_HEADER]: '1' },
        });
      }
    },
    'POST',
  );
}
