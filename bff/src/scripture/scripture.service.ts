import type { DailyVerse, ScriptureSearchResult } from '@flow/contracts';
import { dailyVerseFor, type ScriptureLibrary } from '@flow/scripture';
import { now } from '../platform/clock';
import type { ScriptureRepo } from './scripture.repo';

/** Today as `yyyy-MM-dd` in UTC: one calendar day for everyone who does not say which day. */
export function todayUtc(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/**
 * How far from today a daily verse is stored: enough for the manna page's browsing back and ahead
 * and a calendar year of reminders. Further out the verse is still answered (it is a pure
 * function of the date), just not written: a read must not let anyone fill the table with
 * 10,000 years of rows.
 */
export const DAILY_VERSE_STORED_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export function withinStoredWindow(date: string, today: string = todayUtc(now())): boolean {
  return Math.abs(Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) <= DAILY_VERSE_STORED_DAYS * DAY_MS;
}

export class ScriptureService {
  constructor(
    private readonly library: ScriptureLibrary,
    private readonly repo: ScriptureRepo,
  ) {}

  async search(query: string): Promise<ScriptureSearchResult[]> {
    const hits = await this.library.search(query);
    return hits.map(({ text, reference, relevance, source }) => ({ text, reference, relevance, source }));
  }

  /**
   * The verse of a day: read if stored, otherwise chosen from the curated list, and stored only
   * when the day is within DAILY_VERSE_STORED_DAYS of today.
   */
  async dailyVerse(date: string = todayUtc()): Promise<DailyVerse> {
    const stored = await this.repo.dailyVerse(date);
    if (stored) return stored;
    const verse = dailyVerseFor(this.library, date);
    const chosen = { verse: verse.text, reference: verse.reference, source: verse.source, date };
    if (!withinStoredWindow(date)) return chosen;
    return this.repo.saveDailyVerse(chosen, now());
  }
}
