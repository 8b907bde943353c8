import { call } from '@flow/api-client';
import { endpoints, PrayerRequestWithResponsesList, type HeartItemType, type PrayerRequestWithResponses } from '@flow/contracts';
import useSWR, { mutate } from 'swr';

export const PRAYERS_KEY = endpoints.listPrayerRequestsWithResponses.path;

/** The prayer wall with each request's responses, parsed with the shared contract. */
export function usePrayerRequests() {
  return useSWR<PrayerRequestWithResponses[]>(PRAYERS_KEY, () =>
    call(endpoints.listPrayerRequestsWithResponses).then((list) => PrayerRequestWithResponsesList.parse(list)),
  );
}

export const refreshPrayers = () => mutate(PRAYERS_KEY);

export function grammarPreview(content: string, mode: 'grammar' | 'enhance') {
  return call(endpoints.grammarPreview, { body: { content, mode } });
}

export function createPrayerRequest(content: string) {
  return call(endpoints.createPrayerRequest, { body: { content } });
}

export function createPrayerResponse(requestId: string, content: string) {
  return call(endpoints.createPrayerResponse, { params: { id: requestId }, body: { content } });
}

export function markAnswered(requestId: string, testimony: string) {
  return call(endpoints.markPrayerAnswered, { params: { id: requestId }, body: { testimony: testimony || undefined } });
}

export function setPrayerRequestHeart(id: string, liked: boolean, current: number) {
  return call(endpoints.heartPrayerRequest, { params: { id }, body: { liked, hearts: Math.max(0, current + (liked ? 1 : -1)) } });
}

export function setPrayerResponseHeart(id: string, liked: boolean, current: number) {
  return call(endpoints.heartPrayerResponse, { params: { id }, body: { liked, hearts: Math.max(0, current + (liked ? 1 : -1)) } });
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
  return mutate<PrayerRequestWithResponses[]>(PRAYERS_KEY, (list) => patchPrayerItem(list, itemType, id, patch), {
    revalidate: false,
  });
}
