import { callChecked, callLater } from '@flow/api-client';
import type { ReportBody } from '@flow/contracts';
import { lightEndpoints, lightGuards } from '@flow/contracts/light';
import useSWR from 'swr';

/** Spec 000 §9: visitor statistics are the one thing polled, every 30 seconds. */
export const VISITOR_STATS_REFRESH_MS = 30_000;

export function useCommunityStats() {
  return useSWR(lightEndpoints.stats.path, () => callChecked(lightEndpoints.stats, lightGuards.CommunityStats));
}

export function useVisitorStats() {
  return useSWR(lightEndpoints.visitorStats.path, () => callChecked(lightEndpoints.visitorStats, lightGuards.VisitorStats), {
    refreshInterval: VISITOR_STATS_REFRESH_MS,
  });
}

export function trackVisit() {
  return callChecked(lightEndpoints.trackVisitor, lightGuards.VisitorResult, { body: {} });
}

export function prayFor(itemType: 'post' | 'prayer_request', id: string) {
  return callLater((e) => (itemType === 'post' ? e.prayForPost : e.prayForPrayerRequest), { params: { id }, body: {} });
}

export function report(body: ReportBody) {
  return callLater((e) => e.report, { body });
}
