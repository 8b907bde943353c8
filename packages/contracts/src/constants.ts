// Constants with no zod in them, for the browser's first screen (through `@flow/contracts/light`)
// as much as for the schemas, which import them from here. Re-exported by the package's index.
import type { DailyVerse } from './scripture';

export const REMOTE_NAMES = ['community', 'missionary', 'billing', 'content'] as const;

/**
 * The global name a remote's container is built and registered under. Prefixed because a
 * bare name such as `content` is shadowed by any element with that id (`window.content`).
 */
export const federationName = (remote: (typeof REMOTE_NAMES)[number] | 'shell') => `flow_${remote}` as const;

export const REPORT_REASONS = ['self_harm', 'harassment', 'inappropriate', 'personal_info', 'spam', 'other'] as const;

/** Browser navigations (not fetch calls), spec 000 §2. */
export const LOGIN_PATH = '/api/login';
export const LOGOUT_PATH = '/api/logout';
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
/** The page the e-mail link opens; it also holds the e-mail form. */
export const SIGN_IN_PAGE = '/sign-in';
/** Where GET /api/logout lands: a Sign Out button, because signing out is a POST. */
export const SIGN_OUT_PAGE = '/sign-in?signout=1';

/** Spec 000 §5: empty text and text shorter than 3 characters is never translated. */
export const TRANSLATION_MIN_LENGTH = 3;
/** Longer than any post, prayer request or response; bounds what one call sends to the provider. */
export const TRANSLATION_MAX_LENGTH = 5000;
/** Spec 000 §9: the confidence assumed for every translation. */
export const TRANSLATION_CONFIDENCE = 0.8;
/** Spec 000 §3: where the visitor's consent (true or false) is kept in the browser. */
export const TRANSLATION_CONSENT_KEY = 'flow-translation-consent';

/** Spec 000 §5/§9: scripture search runs only with at least 3 characters. */
export const SCRIPTURE_SEARCH_MIN_LENGTH = 3;
export const SCRIPTURE_SEARCH_MAX_LENGTH = 200;

/** Spec 000 §4: the verse shown when the daily verse cannot be fetched. */
export const FALLBACK_DAILY_VERSE = {
  verse: 'casting all your worries on him, because he cares for you.',
  reference: '1 Peter 5:7',
  source: 'bible',
} as const satisfies Omit<DailyVerse, 'date'>;

/** Spec 000 §9: volume 0–100 in steps of 5, 25 to start. */
export const MUSIC_VOLUME = { min: 0, max: 100, step: 5, default: 25 } as const;
/** Spec 000 §9: a new track cannot be chosen within 2 s of the last change. */
export const MUSIC_TRANSITION_GUARD_MS = 2000;
/** Spec 000 §8: after an audio error the next track starts 1 s later. */
export const MUSIC_ERROR_SKIP_MS = 1000;

/**
 * Spec 001 §2 "Today's Manna": the verse shown when none comes back, with the note "Today's
 * verse will be available soon". Wording from the bundled World English Bible.
 */
export const MANNA_FALLBACK_VERSE = {
  verse: 'Trust in Yahweh with all your heart, and don’t lean on your own understanding.',
  reference: 'Proverbs 3:5',
  source: 'bible',
} as const satisfies Omit<DailyVerse, 'date'>;

/** The translation every verse on the content pages is quoted from (bundled, public domain). */
export const VERSE_TRANSLATION = 'World English Bible';

/**
 * Spec 001 §4: the verse the Daily Bible Verse page shows when neither the server nor its cache
 * answers. The spec names the NIV, which may not be redistributed freely; this is the World
 * English Bible's wording (docs/decisions.md).
 */
export const BUILT_IN_VERSE = {
  verse: 'For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.',
  reference: 'John 3:16',
  source: 'bible',
} as const satisfies Omit<DailyVerse, 'date'>;

/** Spec 001 §3 "Charity entry": the directory's categories, in the order its filters show them. */
export const CHARITY_CATEGORIES = ['children', 'animals'] as const;

/**
 * The day's verse as the server put it into a page it drew (`/daily-verse-detailed`, issue 17):
 * a `<script type="application/json">` with this id holding the day's verse and the reflection its
 * picture shows, so the live screen starts from the verse already on screen instead of fetching it.
 */
export const DAY_VERSE_ELEMENT_ID = 'flow-day-verse';

/**
 * Where the server fills in the day in the picture of `/daily-verse-detailed` it draws at build
 * time (mfe-content/src/first-screen.tsx): text no verse, date or reflection contains.
 */
export const DAY_VERSE_SLOTS = {
  date: '%%flow-day:date%%',
  verse: '%%flow-day:verse%%',
  reference: '%%flow-day:reference%%',
  reflection: '%%flow-day:reflection%%',
} as const;

/** Where a verse is quoted from: the Torah or the Bible. */
export const SCRIPTURE_SOURCES = ['torah', 'bible'] as const;
