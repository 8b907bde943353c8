import { call } from '@flow/api-client';
import { CommunityStats, endpoints, VisitorStats, type ReportBody } from '@flow/contracts';
import useSWR from 'swr';

/** Spec 000 §9: visitor statistics are the one thing polled, every 30 seconds. */
export const VISITOR_STATS_REFRESH_MS = 30_000;

export function useCommunityStats() {
  return useSWR(endpoints.stats.path, () => call(endpoints.stats).then((s) => CommunityStats.parse(s)));
}

export function useVisitorStats() {
  return useSWR(endpoints.visitorStats.path, () => call(endpoints.visitorStats).then((s) => VisitorStats.parse(s)), {
    refreshInterval: VISITOR_STATS_REFRESH_MS,
  });
}

export function trackVisit() {
  return call(endpoints.trackVisitor, { body: {} });
}

export function prayFor(itemType: 'post' | 'prayer_request', id: string) {
  const endpoint = itemType === 'post' ? endpoints.prayForPost : endpoints.prayForPrayerRequest;
  return call(endpoint, { params: { id }, body: {} });
}

export function report(body: ReportBody) {
  return call(endpoints.report, { body });
}
