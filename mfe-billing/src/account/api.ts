import { call } from '@flow/api-client';
import { endpoints, type Account, type PrayerHistory } from '@flow/contracts';
import useSWR from 'swr';

export const ACCOUNT_KEY = endpoints.me.path;
export const HISTORY_KEY = endpoints.prayerHistory.path;

/** GET /api/me, only once someone is signed in (spec 001 §7). */
export function useAccount(enabled: boolean) {
  return useSWR<Account>(enabled ? ACCOUNT_KEY : null, () => call(endpoints.me));
}

/** GET /api/my-prayer-history; the server caches it for 5 minutes. */
export function usePrayerHistory(enabled: boolean) {
  return useSWR<PrayerHistory>(enabled ? HISTORY_KEY : null, () => call(endpoints.prayerHistory));
}
