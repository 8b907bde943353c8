/**
 * Method and path of each call the first screen makes without the zod contracts. They are the
 * same as `endpoints` (light.test.ts compares them), written out so that reading them costs no
 * schema.
 */
export const lightEndpoints = {
  identity: { method: 'POST', path: '/api/identity' },
  remotes: { method: 'GET', path: '/api/remotes' },
  authUser: { method: 'GET', path: '/api/auth/user' },
  listPostsPage: { method: 'GET', path: '/api/wall/posts' },
  listPrayerRequestsPage: { method: 'GET', path: '/api/wall/prayer-requests' },
  stats: { method: 'GET', path: '/api/stats' },
  trackVisitor: { method: 'POST', path: '/api/visitors' },
  visitorStats: { method: 'GET', path: '/api/visitor-stats' },
  dailyVerse: { method: 'GET', path: '/api/daily-verse' },
  siteInfo: { method: 'GET', path: '/api/site-info' },
  crisisLines: { method: 'GET', path: '/api/crisis-lines' },
  translationStatus: { method: 'GET', path: '/api/translation' },
  careNotes: { method: 'GET', path: '/api/care-notes' },
  myPrayedForResponses: { method: 'GET', path: '/api/my-missionary-responses' },
  me: { method: 'GET', path: '/api/me' },
  prayerHistory: { method: 'GET', path: '/api/my-prayer-history' },
} as const;
export type LightEndpointName = keyof typeof lightEndpoints;
