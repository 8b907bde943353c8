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
