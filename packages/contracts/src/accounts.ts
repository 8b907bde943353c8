import { z } from 'zod';
import { AnonymousId, IsoDate } from './common';

/** Spec 001 §9: free 1 prayer request a month, premium 8 (at most 2 a week). */
export const FREE_MONTHLY_QUOTA = 1;
export const PREMIUM_MONTHLY_QUOTA = 8;
export const PREMIUM_WEEKLY_CAP = 2;
export const PREMIUM_PRICE_LABEL = '£9.99';
/**
 * The calendar the allowance is counted in: months start on the 1st at 00:00 and weeks on
 * Monday at 00:00 in this zone (docs/decisions.md, "Plans and quotas").
 */
export const QUOTA_TIME_ZONE = 'UTC';
/** Spec 001 §9: the prayer history is cached for 5 minutes. */
export const PRAYER_HISTORY_CACHE_MS = 5 * 60 * 1000;

/** Spec 000 §3 / 001 §3: the signed-in user (GET /api/auth/user). */
export const AuthUser = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** May review the moderation queue (a role on the account, or listed in FLOW_MODERATOR_EMAILS). */
  isModerator: z.boolean().optional(),
});
export type AuthUser = z.infer<typeof AuthUser>;

export const Tier = z.enum(['freemium', 'premium']);
export type Tier = z.infer<typeof Tier>;

/** Spec 001 §3 "Account (/api/me)". */
export const Account = z.object({
  anonymousId: AnonymousId,
  tier: Tier,
  status: z.string(),
  remaining: z.number().int().min(0),
  monthlyQuota: z.number().int().min(0),
  currentUsage: z.number().int().min(0),
  currentPeriodEnd: IsoDate.nullable(),
  /** Premium's weekly cap (2); null when the plan has none. */
  weeklyCap: z.number().int().min(1).nullable(),
  /** What is left of the weekly cap this week; null without a cap. */
  weekRemaining: z.number().int().min(0).nullable(),
  /** When the monthly allowance starts again (the next 1st, 00:00 in QUOTA_TIME_ZONE). */
  resetsAt: IsoDate,
});
export type Account = z.infer<typeof Account>;

export { isPremiumActive } from './premium';

export const PrayerHistoryItemType = z.enum([
  'post',
  'prayer-request',
  'ai-response',
  'missionary-response',
  'chat-message',
]);
export type PrayerHistoryItemType = z.infer<typeof PrayerHistoryItemType>;

export const PrayerHistoryMetadata = z.object({
  isFromUser: z.boolean().optional(),
  missionary: z
    .object({ displayName: z.string().nullable(), specialization: z.string().nullable() })
    .optional(),
  verse: z.string().optional(),
  reference: z.string().optional(),
  source: z.string().optional(),
  responseType: z.string().optional(),
  voiceDuration: z.number().int().min(0).nullable().optional(),
});
export type PrayerHistoryMetadata = z.infer<typeof PrayerHistoryMetadata>;

/** Spec 001 §3 "Prayer history": one item of the chronological list. */
export const PrayerHistoryItem = z.object({
  id: z.string(),
  // A string rather than the enum so an unknown type from a newer server still shows ('Message').
  type: z.string(),
  content: z.string(),
  createdAt: IsoDate,
  metadata: PrayerHistoryMetadata,
});
export type PrayerHistoryItem = z.infer<typeof PrayerHistoryItem>;

export const PrayerHistory = z.object({
  totalCount: z.number().int().min(0),
  items: z.array(PrayerHistoryItem),
});
export type PrayerHistory = z.infer<typeof PrayerHistory>;

export const EMAIL_MAX_LENGTH = 254;

/** Body of POST /api/auth/email: where to send a one-time sign-in link. */
export const EmailSignInBody = z.object({
  email: z
    .string({ error: 'Please enter your e-mail address.' })
    .trim()
    .min(1, 'Please enter your e-mail address.')
    .max(EMAIL_MAX_LENGTH, 'This e-mail address is too long.')
    .pipe(z.email('Please enter a valid email')),
  returnTo: z.string().max(512).optional(),
});
export type EmailSignInBody = z.infer<typeof EmailSignInBody>;

export const EmailSignInResult = z.object({ sent: z.literal(true) });
export type EmailSignInResult = z.infer<typeof EmailSignInResult>;

const SignInToken = z.string({ error: 'This sign-in link is incomplete.' }).min(16, 'This sign-in link is incomplete.').max(128);

/** Body of POST /api/auth/email/verify: the token from the link. */
export const EmailVerifyBody = z.object({
  token: SignInToken,
  /**
   * Also move this browser's anonymous posts into the account. Only honoured as given when the
   * link is opened in another browser than the one that asked for it; there it defaults to no.
   */
  bringAnonymous: z.boolean().optional(),
});
export type EmailVerifyBody = z.infer<typeof EmailVerifyBody>;

/** Body of POST /api/auth/email/check: looks at a link without using it up. */
export const EmailCheckBody = z.object({ token: SignInToken });
export type EmailCheckBody = z.infer<typeof EmailCheckBody>;

/** Which address a link signs into, and whether this browser is the one that asked for it. */
export const EmailLinkInfo = z.object({ email: z.string(), sameBrowser: z.boolean() });
export type EmailLinkInfo = z.infer<typeof EmailLinkInfo>;

export const EmailVerifyResult = z.object({ user: AuthUser, returnTo: z.string() });
export type EmailVerifyResult = z.infer<typeof EmailVerifyResult>;

/** How the browser signs in: the shell's /sign-in page only exists for the e-mail link. */
export const AuthMethods = z.object({
  oidc: z.boolean(),
  emailLink: z.boolean(),
  /** Development without SMTP: links land in the outbox instead of a mailbox. */
  devOutbox: z.boolean(),
});
export type AuthMethods = z.infer<typeof AuthMethods>;

/** Development outbox (no SMTP configured): the mails that would have been sent. */
export const OutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: IsoDate,
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxList = z.array(OutboxMessage);

/** The server's messages for a sign-in link that does not work; the page shows them translated. */
export const SIGN_IN_LINK_MESSAGES = {
  invalid: 'This sign-in link is invalid. Please request a new one.',
  used: 'This sign-in link has already been used. Please request a new one.',
  expired: 'This sign-in link has expired. Please request a new one.',
} as const;
