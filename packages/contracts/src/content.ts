import { z } from 'zod';
import { CHARITY_CATEGORIES } from './constants';
import { ScriptureSource } from './posts';

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

/** `?except=` names the verse on screen, so Get New Verse always changes it. */
export const RandomVerseQuery = z.object({ except: z.string().trim().max(100).optional() });
export type RandomVerseQuery = z.infer<typeof RandomVerseQuery>;

/** Spec 001 §3 "Charity entry": the directory is static data kept in the repo. */
export const CharityCategory = z.enum(CHARITY_CATEGORIES);
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
  // The protocol rule restated for JSON Schema, which has no word for it (the light guard).
  url: z.url({ protocol: /^https$/ }).meta({ pattern: '^https://' }),
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

/**
 * Spec 001 §7/§9: the 8 cosmic backgrounds of the shareable image, chosen by the reference's
 * length modulo 8. The text is what an image model would be asked for; Flow's own renderer
 * draws the matching background offline.
 */
export const MANNA_BACKGROUNDS = [
  'A deep violet night sky scattered with bright stars',
  'A glowing nebula in rose and gold over a dark sky',
  'The Milky Way arching across a midnight blue sky',
  'A quiet dawn horizon under fading stars',
  'A teal and indigo aurora over a starry sky',
  'A golden galaxy spiral in deep space',
  'Soft purple clouds of a distant nebula with shining stars',
  'A crescent moon in a starlit sky of deep blue',
] as const;
export type MannaBackground = (typeof MANNA_BACKGROUNDS)[number];

export const mannaBackgroundFor = (reference: string): MannaBackground => MANNA_BACKGROUNDS[reference.length % MANNA_BACKGROUNDS.length];

export const MANNA_VERSE_MAX = 1000;
export const MANNA_REFERENCE_MAX = 100;

// Only what an SVG (XML 1.0) can hold: no control characters, no U+FFFE/U+FFFF and no lone
// surrogate. They would break the picture, never the wording of a verse, and the renderer
// failing on them would look like an outage (503) instead of bad input (400).
const hasControl = (v: string) =>
  [...v].some((c) => {
    const code = c.codePointAt(0) ?? 0;
    return (
      (code < 32 && c !== '\t' && c !== '\n' && c !== '\r') ||
      (code >= 0x7f && code <= 0x9f) ||
      code === 0xfffe ||
      code === 0xffff ||
      (code >= 0xd800 && code <= 0xdfff)
    );
  });
const printable = (max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`)
    .refine((v) => !hasControl(v), `${what} contains characters that cannot be drawn`);

/** Spec 001 §7 POST /api/generate-manna-image. */
export const MannaImageBody = z.object({
  verse: printable(MANNA_VERSE_MAX, 'The verse'),
  reference: printable(MANNA_REFERENCE_MAX, 'The reference'),
  source: ScriptureSource,
  backgroundPrompt: z.enum(MANNA_BACKGROUNDS, { error: 'Choose one of the 8 backgrounds' }),
});
export type MannaImageBody = z.infer<typeof MannaImageBody>;

/** A PNG as a data: URL (the page opens it in a new tab as a blob). */
export const MannaImageResult = z.object({ imageUrl: z.string().startsWith('data:image/png;base64,') });
export type MannaImageResult = z.infer<typeof MannaImageResult>;
