import type { WorkerMessage } from './messages';

declare const self: ServiceWorkerGlobalScope;

/** Tells every open Flow page (controlled or not yet) about something the worker did. */
export async function notifyPages(message: WorkerMessage): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}
