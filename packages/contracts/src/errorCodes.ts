import { TEXT_ERROR_CODES } from './textErrorCodes';

// The error codes and reasons the API answers with, apart from the zod schema of an error body so
// that the browser's first screen can translate errors without loading zod.

/** Error codes the client may branch on. */
export const ErrorCode = {
  validation: 'validation_failed',
  /** Malformed request, e.g. a body that is not valid JSON. */
  badRequest: 'bad_request',
  notFound: 'not_found',
  identityMismatch: 'identity_mismatch',
  identityRequired: 'identity_required',
  /** The call needs a signed-in account (401). */
  signInRequired: 'sign_in_required',
  /** A one-time sign-in link that is unknown, used or expired. */
  signInLinkInvalid: 'sign_in_link_invalid',
  forbidden: 'forbidden',
  /** The thing already exists for this caller, e.g. a second missionary profile (409). */
  conflict: 'conflict',
  csrf: 'csrf_rejected',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  /** State-changing requests must send `Content-Type: application/json` (CSRF defence). */
  unsupportedMediaType: 'unsupported_media_type',
  methodNotAllowed: 'method_not_allowed',
  /**
   * Beyond the budget of the caller's address: solve the proof-of-work challenge of
   * GET /api/challenge and send the solution in the X-Altcha header (the write is not refused).
   */
  challengeRequired: 'challenge_required',
  /** A widget write from a page whose origin is not registered for the site key (403). */
  originNotAllowed: 'origin_not_allowed',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
export const ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCode);

/**
 * The rate limits with their own words for the person (the others say `rate_limited`). The BFF
 * names its rules the same way; its test checks that each rule with a message has a reason here.
 */
export const RATE_LIMIT_REASON_RULES = [
  'posts',
  'responses',
  'hearts',
  'prayerRequests',
  'prayerResponses',
  'prayers',
  'reports',
  'visitors',
  'signin',
] as const;
export type RateLimitReasonRule = (typeof RATE_LIMIT_REASON_RULES)[number];
export const rateLimitReason = (rule: RateLimitReasonRule) =>
  `rate_limited_${rule.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}` as const;

/** Finer codes sent as `reason` (and as `details[].code` for the content rule). */
export const ErrorReason = {
  /** Marking answered a prayer request someone else shared. */
  notYourPrayer: 'not_your_prayer',
  /** This month's allowance of missionary prayer requests is used up. */
  quotaMonthReached: 'quota_month_reached',
  /** Premium's two-a-week cap is reached; the month may still have some left. */
  quotaWeekReached: 'quota_week_reached',
  /** Spec 001 §8: an active premium subscriber asked to subscribe again. */
  alreadyPremium: 'already_premium',
  /** A sandbox checkout or portal link that is forged, expired or someone else's. */
  sandboxSessionInvalid: 'sandbox_session_invalid',
  /** Manage subscription without any subscription on record. */
  noSubscription: 'no_subscription',
  /** Signing up as a missionary with an account that already has a profile. */
  alreadyMissionary: 'already_missionary',
  /** A profile photo that is not a JPG, PNG or WEBP image (checked by content). */
  photoType: 'photo_type',
  /** A profile photo over 5 MB. */
  photoTooLarge: 'photo_too_large',
  /** Connect with a Missionary needs an active Premium plan. */
  premiumRequired: 'premium_required',
  /** A connect recording that is not WebM audio (checked by content). */
  voiceType: 'voice_type',
  /** A connect recording over the size limit. */
  voiceTooLarge: 'voice_too_large',
  /** The chosen missionary is not a human, active member of the team. */
  missionaryUnavailable: 'missionary_unavailable',
} as const;
export type ErrorReason = (typeof ErrorReason)[keyof typeof ErrorReason];

/** Every stable code a person may be shown a message for: each has a text in all nine languages. */
export const ERROR_REASONS: readonly string[] = [
  ...Object.values(ErrorReason),
  ...TEXT_ERROR_CODES,
  ...RATE_LIMIT_REASON_RULES.map(rateLimitReason),
];

/** The translation key of a code or reason (`errors.<code>`), the same in every language file. */
export const errorMessageKey = (code: string) => `errors.${code}` as const;
