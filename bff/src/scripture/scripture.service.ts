import type { DailyVerse, ScriptureSearchResult } from '@flow/contracts';
import { dailyVerseFor, type ScriptureLibrary } from '@flow/scripture';
import { now } from '../platform/clock';
import type { ScriptureRepo } from './scripture.repo';

/** Today as `yyyy-MM-dd` in UTC: one calendar day for everyone who does not say which day. */
export function todayUtc(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
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

  /** The verse of a day: read if stored, otherwise chosen from the curated list and stored. */
  async dailyVerse(date: string = todayUtc()): Promise<DailyVerse> {
    const stored = await this.repo.dailyVerse(date);
    if (stored) return stored;
    const verse = dailyVerseFor(this.library, date);
    return this.repo.saveDailyVerse(
      { verse: verse.text, reference: verse.reference, source: verse.source, date },
      now(),
    );
  }
}
