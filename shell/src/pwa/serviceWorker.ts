import { QUEUED_OFFLINE_HEADER, userMessage, ApiError } from '@flow/api-client';
import { i18n } from '@flow/i18n';
import { toast } from '@flow/store';
import { mutate } from 'swr';
import { firstScreenSettled } from '@flow/ui';
import type { Workbox } from 'workbox-window';
import type { PageMessage, WorkerMessage } from '../../sw/messages';
import { QUEUED_HEADER } from '../../sw/messages';
import { pageQuiet } from './pageQuiet';
import { pwaStore } from './pwaStore';

/** The worker's URL and scope (spec 000 §2). */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

// The page and the worker must name the queued-answer header alike.
if (QUEUED_HEADER !== QUEUED_OFFLINE_HEADER) throw new Error('queued header names differ');

const t = (key: string, options?: Record<string, unknown>) => (i18n.t as (k: string, o?: Record<string, unknown>) => string)(key, options);

let workbox: Workbox | null = null;
let refreshing = false;

function post(message: PageMessage) {
  navigator.serviceWorker.controller?.postMessage(message);
}

/** Refetches every list the wall shows, after queued writes reached the server. */
const refreshWall = () => mutate((key) => typeof key === 'string' && /^\/api\/(wall|posts|prayer-requests)/.test(key));

export function handleWorkerMessage(message: WorkerMessage): void {
  switch (message.type) {
    case 'flow:offline-read':
      pwaStore.setState({ showingSaved: true });
      break;
    case 'flow:queue':
      pwaStore.setState({ waiting: message.size });
      break;
    case 'flow:queue-sent':
      pwaStore.setState({ showingSaved: false });
      toast({
        title: t('pwa.sentTitle'),
        description: t(message.kind === 'post' ? 'pwa.sentPostText' : 'pwa.sentPrayerText'),
      });
      void refreshWall();
      break;
    case 'flow:queue-refused': {
      // Nothing written is lost: the refused text is shown so it can be copied and changed.
      const reason = userMessage(new ApiError(message.status, message.body, ''), t('pwa.refusedText'));
      toast({
        variant: 'destructive',
        duration: 60_000,
        title: t(message.kind === 'post' ? 'pwa.refusedPostTitle' : 'pwa.refusedPrayerTitle'),
        description: `${reason} — “${message.content}”`,
      });
      break;
    }
  }
}

/** Installs the waiting version: the page reloads once the new worker controls it. */
export function applyUpdate(): void {
  if (!workbox) return;
  refreshing = true;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

function watchConnection() {
  const update = () => {
    const offline = !navigator.onLine;
    pwaStore.setState(offline ? { offline } : { offline, showingSaved: false });
    // Browsers without Background Sync: the queue is tried as soon as the connection returns.
    if (!offline) post({ type: 'flow:replay-queue' });
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
}

/**
 * Registers Flow's one service worker (shell/sw) in production builds. A new version found on a
 * later visit waits (no page runs two versions) until the visitor chooses Refresh.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  watchConnection();
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    if (event.data && typeof event.data.type === 'string') handleWorkerMessage(event.data);
  });
  // The worker and its precaching wait until the first screen has settled and the page has gone
  // quiet: neither workbox-window nor the files the worker fetches and compiles should compete
  // with what the visitor came to read.
  await firstScreenSettled();
  await pageQuiet();
  let WorkboxClass: typeof Workbox;
  try {
    ({ Workbox: WorkboxClass } = await import('workbox-window'));
  } catch (error) {
    console.warn('[flow] the service worker could not be registered', error);
    return;
  }
  workbox = new WorkboxClass(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  workbox.addEventListener('waiting', () => {
    if (!refreshing) pwaStore.setState({ updateReady: true });
  });
  try {
    await workbox.register();
    // A write kept on an earlier visit is sent now if it can be (the "next visit" path).
    if (navigator.onLine) post({ type: 'flow:replay-queue' });
  } catch (error) {
    console.warn('[flow] the service worker could not be registered', error);
  }
}
