import { z } from 'zod';
import { SCRIPTURE_SEARCH_MAX_LENGTH, SCRIPTURE_SEARCH_MIN_LENGTH } from './constants';
import { ScriptureSource } from './posts';

export const ScriptureSearchQuery = z.object({
  query: z
    .string({ error: 'Enter something to search for' })
    .trim()
    .min(SCRIPTURE_SEARCH_MIN_LENGTH, `Search terms must be at least ${SCRIPTURE_SEARCH_MIN_LENGTH} characters`)
    .max(SCRIPTURE_SEARCH_MAX_LENGTH, `Search terms must be at most ${SCRIPTURE_SEARCH_MAX_LENGTH} characters`),
});
export type ScriptureSearchQuery = z.infer<typeof ScriptureSearchQuery>;

/** Spec 000 §3: text, reference, relevance (0..1, best first); source says Torah or Bible. */
export const ScriptureSearchResult = z.object({
  text: z.string(),
  reference: z.string(),
  relevance: z.number().min(0).max(1),
  source: ScriptureSource,
});
export type ScriptureSearchResult = z.infer<typeof ScriptureSearchResult>;

export const ScriptureSearchResults = z.array(ScriptureSearchResult);
export type ScriptureSearchResults = z.infer<typeof ScriptureSearchResults>;

/** A calendar day, `yyyy-MM-dd` (spec 000 §7: the manna page keys the daily verse by date). */
export const CalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must look like yyyy-MM-dd')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'Date must be a real calendar day (yyyy-MM-dd)')
  // Says the same in the JSON Schema the browser's light guards are made from (light/validate.ts).
  .meta({ format: 'date' });

export const DailyVerseQuery = z.object({ date: CalendarDate.optional() });
export type DailyVerseQuery = z.infer<typeof DailyVerseQuery>;

/** Spec 000 §3 / 001: verse, reference, source; `date` is the day it belongs to. */
export const DailyVerse = z.object({
  verse: z.string(),
  reference: z.string(),
  source: ScriptureSource,
  date: CalendarDate,
});
export type DailyVerse = z.infer<typeof DailyVerse>;

