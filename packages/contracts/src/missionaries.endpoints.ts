import { endpoint } from './endpoint';
import {
  AssignedPrayerRequestList,
  MissionaryProfile,
  MissionaryResponse,
  MissionaryResponseBody,
  MissionaryResponseList,
  MissionarySignUpBody,
  MissionarySignUpResult,
  MissionaryTeam,
  MarkReadBody,
} from './missionaries';

/**
 * The missionary calls (issue 11). Signing up needs a signed-in account; every call with a
 * missionary id answers only that missionary's own session (403 for any other id).
 */
export const missionaryEndpoints = {
  missionaryTeam: endpoint('GET', '/api/missionaries', undefined, MissionaryTeam),
  missionarySignUp: endpoint('POST', '/api/missionaries', MissionarySignUpBody, MissionarySignUpResult),
  /** The signed-in account's own profile: 401 signed out, 403 without a profile. */
  myMissionaryProfile: endpoint('GET', '/api/missionaries/me', undefined, MissionaryProfile),
  missionaryProfile: endpoint('GET', '/api/missionaries/:id', undefined, MissionaryProfile),
  missionaryPendingRequests: endpoint('GET', '/api/missionaries/:id/prayer-requests', undefined, AssignedPrayerRequestList),
  missionaryRespond: endpoint(
    'POST',
    '/api/missionaries/:id/prayer-requests/:requestId/responses',
    MissionaryResponseBody,
    MissionaryResponse,
  ),
  missionaryResponses: endpoint('GET', '/api/missionary-responses/:id', undefined, MissionaryResponseList),
  /** The requester's side: answers to the prayer requests this browser's identity shared. */
  myPrayedForResponses: endpoint('GET', '/api/my-missionary-responses', undefined, MissionaryResponseList),
  markPrayedForRead: endpoint('POST', '/api/my-missionary-responses/:id/read', MarkReadBody, MissionaryResponse),
} as const;
