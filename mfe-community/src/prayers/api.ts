import { callChecked, callLater } from '@flow/api-client';
import type { HeartItemType, PrayerRequestPage, PrayerRequestWithResponses } from '@flow/contracts';
import { lightEndpoints, lightGuards } from '@flow/contracts/light';
import useSWR, { mutate } from 'swr';

export const PRAYERS_KEY = lightEndpoints.listPrayerRequestsPage.path;

/** The prayer wall as loaded so far: its pages joined, where the next starts, and the wall's size. */
export interface LoadedPrayerWall {
  requests: PrayerRequestWithResponses[];
  nextCursor: string | null;
  pages: number;
  total: number;
}

// How many pages the person has opened: a refresh (new request, reconnect) reloads as many.
let wantedPages = 1;

const fetchPage = (cursor: string | null) =>
  callChecked(lightEndpoints.listPrayerRequestsPage, lightGuards.PrayerRequestPage, { query: { cursor: cursor ?? undefined } });

/** Appends a page, leaving out a request already shown (one that moved while pages were read). */
export function appendPrayerPage(wall: LoadedPrayerWall, page: PrayerRequestPage): LoadedPrayerWall {
  const seen = new Set(wall.requests.map((r) => r.id));
  return {
    requests: [...wall.requests, ...page.prayerRequests.filter((r) => !seen.has(r.id))],
    nextCursor: page.nextCursor,
    pages: wall.pages + 1,
    total: page.total,
  };
}

async function fetchWall(): Promise<LoadedPrayerWall> {
  const first = await fetchPage(null);
  let wall: LoadedPrayerWall = { requests: first.prayerRequests, nextCursor: first.nextCursor, pages: 1, total: first.total };
  while (wall.nextCursor && wall.pages < wantedPages) wall = appendPrayerPage(wall, await fetchPage(wall.nextCursor));
  return wall;
}

/**
 * The prayer wall a page at a time, each request with its responses, parsed with the shared
 * contract. One SWR entry holds every page loaded, so live updates reach older pages too.
 */
export function usePrayerRequests() {
  return useSWR<LoadedPrayerWall>(PRAYERS_KEY, fetchWall);
}

export const refreshPrayers = () => mutate(PRAYERS_KEY);

/** Loads the page after `wall` and adds it to the cached wall; rejects when it cannot. */
export async function loadMorePrayers(wall: LoadedPrayerWall): Promise<void> {
  if (!wall.nextCursor) return;
  const page = await fetchPage(wall.nextCursor);
  wantedPages = wall.pages + 1;
  await mutate<LoadedPrayerWall>(
    PRAYERS_KEY,
    // A refresh that finished meanwhile already holds the pages it was asked for.
    (current) => (current && current.nextCursor === wall.nextCursor ? appendPrayerPage(current, page) : current),
    { revalidate: false },
  );
}

export function grammarPreview(content: string, mode: 'grammar' | 'enhance') {
  return callLater((e) => e.grammarPreview, { body: { content, mode } });
}

export function createPrayerRequest(content: string) {
  return callLater((e) => e.createPrayerRequest, { body: { content } });
}

export function createPrayerResponse(requestId: string, content: string) {
  return callLater((e) => e.createPrayerResponse, { params: { id: requestId }, body: { content } });
}

export function markAnswered(requestId: string, testimony: string) {
  return callLater((e) => e.markPrayerAnswered, { params: { id: requestId }, body: { testimony: testimony || undefined } });
}

export function setPrayerRequestHeart(id: string, liked: boolean, current: number) {
  return callLater((e) => e.heartPrayerRequest, { params: { id }, body: { liked, hearts: Math.max(0, current + (liked ? 1 : -1)) } });
}

export function setPrayerResponseHeart(id: string, liked: boolean, current: number) {
  return callLater((e) => e.heartPrayerResponse, { params: { id }, body: { liked, hearts: Math.max(0, current + (liked ? 1 : -1)) } });
}

/** The prayer wall with one request's or response's fields replaced. */
export function patchPrayerItem(
  list: PrayerRequestWithResponses[] | undefined,
  itemType: HeartItemType,
  id: string,
  patch: Partial<Pick<PrayerRequestWithResponses, 'hearts' | 'liked' | 'prayedCount' | 'prayedToday'>>,
): PrayerRequestWithResponses[] | undefined {
  if (!list) return list;
  return list.map((request) => {
    if (itemType === 'prayer_request') return request.id === id ? { ...request, ...patch } : request;
    if (itemType !== 'prayer_response' || !request.responses.some((r) => r.id === id)) return request;
    const { hearts, liked } = patch;
    const fields = { ...(hearts !== undefined && { hearts }), ...(liked !== undefined && { liked }) };
    return { ...request, responses: request.responses.map((r) => (r.id === id ? { ...r, ...fields } : r)) };
  });
}

export function patchCachedPrayerItem(
  itemType: HeartItemType,
  id: string,
  patch: Parameters<typeof patchPrayerItem>[3],
) {
  return mutate<LoadedPrayerWall>(
    PRAYERS_KEY,
    (wall) => wall && { ...wall, requests: patchPrayerItem(wall.requests, itemType, id, patch) ?? wall.requests },
    { revalidate: false },
  );
}
