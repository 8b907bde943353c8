import { z } from 'zod';
import { REPORT_REASONS } from './constants';
import { Id, IsoDate } from './common';
import { HeartItemType } from './events';
import { PRAYER_MAX_LENGTH, REPORT_DETAILS_MAX_LENGTH, RESPONSE_MAX_LENGTH, TESTIMONY_MAX_LENGTH } from './limits';
import { AiResponse, AuthorView, CommunityResponse, Post, WallCursor } from './posts';
import { optionalUserText, userText } from './text';

const content = (max: number, what: string) => userText({ max, what });

const count = z.number().int().min(0);

/** Spec 000 §3: a prayer response. */
export const PrayerResponse = z.object({
  id: Id,
  prayerRequestId: Id,
  content: z.string(),
  ...AuthorView,
  createdAt: IsoDate,
  hearts: count,
  /** Whether the caller's identity has given this response a heart. */
  liked: z.boolean(),
});
export type PrayerResponse = z.infer<typeof PrayerResponse>;

/**
 * Spec 000 §3: a prayer request, with the biblical response once the AI engine has written it
 * and, beyond the spec, the author's testimony when they marked it answered.
 */
export const PrayerRequest = z.object({
  id: Id,
  content: z.string(),
  ...AuthorView,
  createdAt: IsoDate,
  isAnswered: z.boolean(),
  answeredAt: IsoDate.nullable(),
  testimony: z.string().nullable(),
  /** The testimony as written, when it differs from the public one: its author only. */
  originalTestimony: z.string().nullable(),
  hearts: count,
  liked: z.boolean(),
  aiResponse: AiResponse.nullable(),
  /** How many people prayed for it: shown to its author only (null for everyone else). */
  prayedCount: count.nullable(),
  /** Whether the caller has already prayed for it today. */
  prayedToday: z.boolean(),
});
export type PrayerRequest = z.infer<typeof PrayerRequest>;
export const PrayerRequestList = z.array(PrayerRequest);

export const PrayerRequestWithResponses = PrayerRequest.extend({ responses: z.array(PrayerResponse) });
export type PrayerRequestWithResponses = z.infer<typeof PrayerRequestWithResponses>;
export const PrayerRequestWithResponsesList = z.array(PrayerRequestWithResponses);
export type PrayerRequestWithResponsesList = z.infer<typeof PrayerRequestWithResponsesList>;
/** One page of the prayer wall with each request's responses; `nextCursor` null on the last page. */
export const PrayerRequestPage = z.object({
  prayerRequests: PrayerRequestWithResponsesList,
  nextCursor: WallCursor.nullable(),
  /** Requests on the whole wall now, for the list's title. */
  total: z.number().int().nonnegative(),
});
export type PrayerRequestPage = z.infer<typeof PrayerRequestPage>;
export const PrayerResponseList = z.array(PrayerResponse);

/**
 * What a create call answers. `heldForReview`: the content filter found self-harm, so the item
 * is kept for human review instead of being published (the author is shown crisis resources).
 */
const held = { heldForReview: z.boolean() };
export const CreatedPost = Post.extend(held);
export type CreatedPost = z.infer<typeof CreatedPost>;
export const CreatedResponse = CommunityResponse.extend(held);
export type CreatedResponse = z.infer<typeof CreatedResponse>;
export const CreatedPrayerRequest = PrayerRequest.extend(held);
export type CreatedPrayerRequest = z.infer<typeof CreatedPrayerRequest>;
export const CreatedPrayerResponse = PrayerResponse.extend(held);
export type CreatedPrayerResponse = z.infer<typeof CreatedPrayerResponse>;

/**
 * What marking a request answered returns. `testimonyHeldForReview`: the testimony was not
 * published (the filter found self-harm); it is kept privately and the author is told so.
 */
export const AnsweredPrayerRequest = PrayerRequest.extend({ testimonyHeldForReview: z.boolean() });
export type AnsweredPrayerRequest = z.infer<typeof AnsweredPrayerRequest>;

export const CreatePrayerRequestBody = z.object({ content: content(PRAYER_MAX_LENGTH, 'Prayer request') });
export type CreatePrayerRequestBody = z.infer<typeof CreatePrayerRequestBody>;
export const CreatePrayerResponseBody = z.object({ content: content(RESPONSE_MAX_LENGTH, 'Response') });
export type CreatePrayerResponseBody = z.infer<typeof CreatePrayerResponseBody>;

/** Beyond the spec: the author marks their request answered, with an optional short testimony. */
export const MarkAnsweredBody = z.object({
  testimony: optionalUserText({ max: TESTIMONY_MAX_LENGTH, what: 'Testimony' }),
});
export type MarkAnsweredBody = z.infer<typeof MarkAnsweredBody>;

/** "Pray for this": one prayer per identity per item per day. */
export const PrayResult = z.object({
  id: Id,
  /** false when this identity had already prayed for it today (nothing was added). */
  recorded: z.boolean(),
  /** For the author only, as in PrayerRequest. */
  prayedCount: count.nullable(),
});
export type PrayResult = z.infer<typeof PrayResult>;
/** Writes carry a JSON body (the CSRF rule); "Pray for this" has nothing to say, so `{}`. */
export const PrayBody = z.object({});

/** GET /api/stats (spec 000 §3: posts shared, responses given, prayers offered). */
export const CommunityStats = z.object({
  postsShared: count,
  /** Responses to posts and to prayer requests. */
  responsesGiven: count,
  prayersOffered: count,
});
export type CommunityStats = z.infer<typeof CommunityStats>;

/**
 * POST /api/visitors: the spec's body is accepted, but the country is decided by the server from
 * the request's address; the body's country fields are never stored.
 */
export const VisitorBody = z.object({
  anonymousId: z.string().max(80).optional(),
  country: z.string().max(100).optional(),
  countryCode: z.string().max(8).optional(),
});
export type VisitorBody = z.input<typeof VisitorBody>;
export const VisitorResult = z.object({ country: z.string().nullable(), countryCode: z.string().nullable() });
export type VisitorResult = z.infer<typeof VisitorResult>;

export const CountryCount = z.object({ country: z.string(), countryCode: z.string(), count });
export const VisitorStats = z.object({
  totalVisitors: count,
  /** Most visitors first. */
  countries: z.array(CountryCount),
});
export type VisitorStats = z.infer<typeof VisitorStats>;

export const ReportItemType = HeartItemType;
export type ReportItemType = z.infer<typeof ReportItemType>;
export const ReportReason = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof ReportReason>;

export const ReportBody = z.object({
  itemType: ReportItemType,
  itemId: Id,
  reason: ReportReason,
  details: optionalUserText({ max: REPORT_DETAILS_MAX_LENGTH, what: 'Details' }).transform((v) => v ?? undefined),
});
export type ReportBody = z.infer<typeof ReportBody>;
export const ReportResult = z.object({
  /** false when this identity had already reported the item. */
  recorded: z.boolean(),
  /** The item is now hidden pending review. */
  hidden: z.boolean(),
});
export type ReportResult = z.infer<typeof ReportResult>;

export const ItemIdParams = z.object({ id: Id });
