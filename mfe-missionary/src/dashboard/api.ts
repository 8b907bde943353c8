import { call } from '@flow/api-client';
import { AssignedPrayerRequestList, endpoints, MissionaryProfile, MissionaryResponseList } from '@flow/contracts';
import useSWR from 'swr';

export const ME_KEY = endpoints.myMissionaryProfile.path;
const pendingKey = (id: string) => `/api/missionaries/${id}/prayer-requests`;
const responsesKey = (id: string) => `/api/missionary-responses/${id}`;

/** The signed-in account's profile; 401/403 say "not a missionary here". */
export function useMyMissionary(enabled: boolean) {
  return useSWR(enabled ? ME_KEY : null, () => call(endpoints.myMissionaryProfile).then((p) => MissionaryProfile.parse(p)), {
    shouldRetryOnError: false,
  });
}

export function usePendingRequests(id: string | null) {
  return useSWR(id ? pendingKey(id) : null, () =>
    call(endpoints.missionaryPendingRequests, { params: { id: id! } }).then((r) => AssignedPrayerRequestList.parse(r)),
  );
}

export function useMyResponses(id: string | null) {
  return useSWR(id ? responsesKey(id) : null, () =>
    call(endpoints.missionaryResponses, { params: { id: id! } }).then((r) => MissionaryResponseList.parse(r)),
  );
}

export function sendResponse(id: string, requestId: string, content: string) {
  return call(endpoints.missionaryRespond, { params: { id, requestId }, body: { responseType: 'text', content } });
}
