import { z } from 'zod';
import { ScriptureSource } from './posts';
import type { DailyVerse } from './scripture';

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
 * Spec 001 §2/§4 "Get New Verse": a random verse. The original asked a public Bible service;
 * Flow's BFF picks it from the bundled text.
 */
export const RandomVerse = z.object({
  verse: z.string(),
  reference: z.string(),
  source: ScriptureSource,
  translation: z.string(),
});
export type RandomVerse = z.infer<typeof RandomVerse>;

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

/** `?except=` names the verse on screen, so Get New Verse always changes it. */
export const RandomVerseQuery = z.object({ except: z.string().trim().max(100).optional() });
export type RandomVerseQuery = z.infer<typeof RandomVerseQuery>;

/** Spec 001 §3 "Charity entry": the directory is static data kept in the repo. */
export const CharityCategory = z.enum(['children', 'animals']);
export type CharityCategory = z.infer<typeof CharityCategory>;
export const CharityFaith = z.enum(['christian', 'jewish', 'faith-friendly']);
export type CharityFaith = z.infer<typeof CharityFaith>;
export const Charity = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(2),
  category: CharityCategory,
  faith: CharityFaith,
  website: z.url({ protocol: /^https$/ }),
  icon: z.string().min(1),
  /** Two colours for the card's icon tile. */
  colors: z.tuple([z.string().regex(/^#[0-9a-f]{6}$/i), z.string().regex(/^#[0-9a-f]{6}$/i)]),
  /** The page read to verify the name, website and description, and when. */
  source: z.object({ url: z.url(), read: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
});
export type Charity = z.infer<typeof Charity>;

/** Spec 001 §2 About: the creator card's outbound links (a website, a social profile, music services). */
export const CreatorLink = z.object({
  kind: z.enum(['website', 'social', 'music']),
  label: z.string().trim().min(1).max(60),
  url: z.url({ protocol: /^https$/ }),
});
export const Creator = z.object({
  name: z.string().trim().min(1).max(80),
  links: z.array(CreatorLink).min(1).max(4),
});
export type Creator = z.infer<typeof Creator>;

/** What the content pages need from the server's configuration (GET /api/site-info). */
export const SiteInfo = z.object({
  /** Add Your Charity writes here; null when the operator has not set one. */
  charitiesEmail: z.email().nullable(),
  /** The About page's creator card; null (no card) until the operator describes one. */
  creator: Creator.nullable(),
});
export type SiteInfo = z.infer<typeof SiteInfo>;
