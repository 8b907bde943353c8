import { callLater } from '@flow/api-client';
import type { Account, PrayerHistory } from '@flow/contracts';
import { lightEndpoints } from '@flow/contracts/light';
import useSWR from 'swr';

// The home page's plan banner asks for the account: the contracts (and zod) load only once
// someone is signed in and it is fetched.
export const ACCOUNT_KEY = lightEndpoints.me.path;
export const HISTORY_KEY = lightEndpoints.prayerHistory.path;

/** GET /api/me, only once someone is signed in (spec 001 §7). */
export function useAccount(enabled: boolean) {
  return useSWR<Account>(enabled ? ACCOUNT_KEY : null, () => callLater((e) => e.me));
}

/** GET /api/my-prayer-history; the server caches it for 5 minutes. */
export function usePrayerHistory(enabled: boolean) {
  return useSWR<PrayerHistory>(enabled ? HISTORY_KEY : null, () => callLater((e) => e.prayerHistory));
}
