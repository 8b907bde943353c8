import { z } from 'zod';
import { Id, IsoDate } from './common';
import { HeartsBody, HeartsResult } from './common';
import { CreatePrayerRequestBody, PrayResult } from './community';
import { endpoint } from './endpoint';

/**
 * Church sites and the widgets they embed (`/widgets/flow-widgets.js`). A site key is public: it
 * is pasted into the church's HTML. Writes from a widget are accepted only from the site's
 * registered origins; reads are open to any page (CORS without credentials).
 */
export const SITE_KEY_PATTERN = /^site_[A-Za-z0-9_-]{24}$/;
export const SiteKey = z.string().regex(SITE_KEY_PATTERN, 'Unknown site key');

export const SITE_NAME_MAX_LENGTH = 80;
export const SITE_MAX_ORIGINS = 10;
/** Sites one account may register. */
export const SITES_PER_ACCOUNT = 20;
/** `limit` attribute of <flow-prayer-wall>: at most this many requests are shown. */
export const WIDGET_WALL_MAX_LIMIT = 50;
export const WIDGET_WALL_DEFAULT_LIMIT = 10;

/** The path of the widget script on Flow's origin (keep: churches paste it). */
export const WIDGETS_SCRIPT_PATH = '/widgets/flow-widgets.js';

/** An exact web origin, as browsers send it in the Origin header. */
export const SiteOrigin = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === v.replace(/\/$/, '');
    } catch {
      return false;
    }
  }, 'Each address must be a site origin such as https://church.example (scheme and host, no path)')
  .transform((v) => new URL(v).origin);

export const ChurchSiteInput = z.object({
  name: z
    .string({ error: 'Enter the name of the site' })
    .trim()
    .min(1, 'Enter the name of the site')
    .max(SITE_NAME_MAX_LENGTH, `The name must be at most ${SITE_NAME_MAX_LENGTH} characters`),
  origins: z
    .array(SiteOrigin, { error: 'Add at least one address of the site' })
    .min(1, 'Add at least one address of the site')
    .max(SITE_MAX_ORIGINS, `At most ${SITE_MAX_ORIGINS} addresses per site`)
    .transform((list) => [...new Set(list)]),
  /** Whether the site's prayer wall also shows Flow's public wall, not only its own requests. */
  showFlowWall: z.boolean().default(false),
});
export type ChurchSiteInput = z.infer<typeof ChurchSiteInput>;

export const ChurchSite = z.object({
  id: Id,
  name: z.string(),
  origins: z.array(z.string()),
  siteKey: SiteKey,
  showFlowWall: z.boolean(),
  createdAt: IsoDate,
});
export type ChurchSite = z.infer<typeof ChurchSite>;

export const ChurchSites = z.array(ChurchSite);
export const SiteIdParams = z.object({ id: Id });
export const SiteKeyParams = z.object({ key: SiteKey });
export const SiteItemParams = z.object({ key: SiteKey, id: Id });

export const WidgetWallQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1)
    .max(WIDGET_WALL_MAX_LIMIT)
    .default(WIDGET_WALL_DEFAULT_LIMIT),
});

/** A prayer request as a widget shows it: never an identity, only what anyone may see. */
export const WidgetPrayerRequest = z.object({
  id: Id,
  content: z.string(),
  createdAt: IsoDate,
  hearts: z.number().int().min(0),
  isAnswered: z.boolean(),
  testimony: z.string().nullable(),
  /** Shared from this site (false: from Flow's public wall). */
  fromSite: z.boolean(),
});
export type WidgetPrayerRequest = z.infer<typeof WidgetPrayerRequest>;

export const WidgetWall = z.object({
  site: z.object({ name: z.string(), showFlowWall: z.boolean() }),
  prayerRequests: z.array(WidgetPrayerRequest),
});
export type WidgetWall = z.infer<typeof WidgetWall>;

/**
 * The widget's identity: an anonymous id bound on Flow, carried as a signed token in the
 * `Authorization: Bearer` header (no cookie: a church page is a third-party context). Scoped to
 * one site; it never appears in any public payload.
 */
export const WidgetIdentity = z.object({ token: z.string().min(20), expiresAt: IsoDate });
export type WidgetIdentity = z.infer<typeof WidgetIdentity>;

export const WidgetCreatedPrayerRequest = z.object({
  prayerRequest: WidgetPrayerRequest,
  /** Not published as written (self-harm): the widget shows the crisis lines instead. */
  heldForReview: z.boolean(),
});
export type WidgetCreatedPrayerRequest = z.infer<typeof WidgetCreatedPrayerRequest>;

/** ALTCHA proof-of-work challenge (the classic protocol of `altcha-lib`). */
export const AltchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().positive().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof AltchaChallenge>;

/** The header carrying a solved challenge (base64 JSON, the `altcha` payload). */
export const ALTCHA_HEADER = 'x-altcha';
export const WIDGET_TOKEN_HEADER = 'authorization';

export const sitesEndpoints = {
  listSites: endpoint('GET', '/api/sites', undefined, ChurchSites),
  createSite: endpoint('POST', '/api/sites', ChurchSiteInput, ChurchSite),
  updateSite: endpoint('PUT', '/api/sites/:id', ChurchSiteInput, ChurchSite),
  rotateSiteKey: endpoint('POST', '/api/sites/:id/key', z.object({}), ChurchSite),
  /** Writes carry a JSON body (the CSRF rule), so `{}`. */
  deleteSite: endpoint('DELETE', '/api/sites/:id', z.object({}), z.object({ ok: z.literal(true) })),
  /** A fresh proof-of-work challenge, for writes beyond an address's budget. */
  challenge: endpoint('GET', '/api/challenge', undefined, AltchaChallenge),
  widgetWall: endpoint('GET', '/api/widgets/sites/:key/prayer-requests', undefined, WidgetWall),
  widgetIdentity: endpoint('POST', '/api/widgets/sites/:key/identity', z.object({}), WidgetIdentity),
  widgetCreatePrayerRequest: endpoint('POST', '/api/widgets/sites/:key/prayer-requests', CreatePrayerRequestBody, WidgetCreatedPrayerRequest),
  widgetPray: endpoint('POST', '/api/widgets/sites/:key/prayer-requests/:id/prayers', z.object({}), PrayResult),
  widgetHeart: endpoint('PATCH', '/api/widgets/sites/:key/prayer-requests/:id/hearts', HeartsBody, HeartsResult),
} as const;
