import type { SWRConfiguration } from 'swr';
import { request } from './client';

/**
 * Spec 000 §7, §9: the default read is a GET to the key parts joined by slashes, parsed as
 * JSON; data is stale at once, never retried automatically, and revalidated on window focus.
 */
export const defaultFetcher = (key: string | readonly unknown[]) =>
  request('GET', Array.isArray(key) ? key.join('/') : String(key));

export const swrDefaults: SWRConfiguration = {
  fetcher: defaultFetcher,
  dedupingInterval: 0,
  revalidateOnFocus: true,
  revalidateIfStale: true,
  shouldRetryOnError: false,
  errorRetryCount: 0,
};
