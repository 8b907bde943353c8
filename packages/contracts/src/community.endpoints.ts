import {
  AnsweredPrayerRequest,
  CommunityStats,
  CreatePrayerRequestBody,
  CreatePrayerResponseBody,
  CreatedPrayerRequest,
  CreatedPrayerResponse,
  MarkAnsweredBody,
  PrayBody,
  PrayResult,
  PrayerRequestList,
  PrayerRequestPage,
  PrayerRequestWithResponsesList,
  PrayerResponseList,
  ReportBody,
  ReportResult,
  VisitorBody,
  VisitorResult,
  VisitorStats,
} from './community';
import { HeartsBody, HeartsResult } from './common';
import { endpoint } from './endpoint';

/** The community calls; merged into `endpoints` (endpoints.ts). */
export const communityEndpoints = {
  listPrayerRequests: endpoint('GET', '/api/prayer-requests', undefined, PrayerRequestList),
  listPrayerRequestsWithResponses: endpoint(
    'GET',
    '/api/prayer-requests-with-responses',
    undefined,
    PrayerRequestWithResponsesList,
  ),
  /** The prayer wall one page at a time (`?cursor=` from the previous page's `nextCursor`). */
  listPrayerRequestsPage: endpoint('GET', '/api/wall/prayer-requests', undefined, PrayerRequestPage),
  createPrayerRequest: endpoint('POST', '/api/prayer-requests', CreatePrayerRequestBody, CreatedPrayerRequest),
  heartPrayerRequest: endpoint('PATCH', '/api/prayer-requests/:id/hearts', HeartsBody, HeartsResult),
  markPrayerAnswered: endpoint('PATCH', '/api/prayer-requests/:id/answered', MarkAnsweredBody, AnsweredPrayerRequest),
  listPrayerResponses: endpoint('GET', '/api/prayer-requests/:id/responses', undefined, PrayerResponseList),
  createPrayerResponse: endpoint(
    'POST',
    '/api/prayer-requests/:id/responses',
    CreatePrayerResponseBody,
    CreatedPrayerResponse,
  ),
  heartPrayerResponse: endpoint('PATCH', '/api/prayer-responses/:id/hearts', HeartsBody, HeartsResult),
  prayForPost: endpoint('POST', '/api/posts/:id/prayers', PrayBody, PrayResult),
  prayForPrayerRequest: endpoint('POST', '/api/prayer-requests/:id/prayers', PrayBody, PrayResult),
  stats: endpoint('GET', '/api/stats', undefined, CommunityStats),
  trackVisitor: endpoint('POST', '/api/visitors', VisitorBody, VisitorResult),
  visitorStats: endpoint('GET', '/api/visitor-stats', undefined, VisitorStats),
  report: endpoint('POST', '/api/reports', ReportBody, ReportResult),
} as const;
