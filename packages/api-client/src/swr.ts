import type { Middleware, SWRConfiguration } from 'swr';
import { request } from './client';

/**
 * Spec 000 §7, §9: the default read is a GET to the key parts joined by slashes, parsed as
 * JSON; data is stale at once, never retried automatically, and revalidated on window focus.
 */
export const defaultFetcher = (key: string | readonly unknown[]) =>
  request('GET', Array.isArray(key) ? key.join('/') : String(key));

/**
 * Resolves in a task of its own: `scheduler.postTask` (at its default, user-visible priority)
 * where the browser has it, else a timer.
 */
export function inNewTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { postTask?: (callback: () => void) => Promise<void> } };
  return scheduler?.postTask ? scheduler.postTask(() => undefined) : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * SWR starts a hook's first read inside the layout effect of the commit that mounts it, so a
 * screen that mounts seven readers starts seven requests (headers, the anonymous id, fetch's own
 * set-up) inside one commit that cannot be interrupted: on a slow phone that was a third of the
 * home page's longest task (docs/performance.md). Each read now starts in a task of its own
 * right after the commit; the requests leave a moment later and the commit stays short.
 */
export const readInOwnTask: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(key, fetcher && ((...args: unknown[]) => inNewTask().then(() => fetcher(...args))), config);

export const swrDefaults: SWRConfiguration = {
  fetcher: defaultFetcher,
  dedupingInterval: 0,
  revalidateOnFocus: true,
  revalidateIfStale: true,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  use: [readInOwnTask],
};
