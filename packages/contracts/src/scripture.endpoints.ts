import { endpoint } from './endpoint';
import { GrammarPreviewBody, GrammarPreviewResult } from './guidance';
import { DailyVerse, ScriptureSearchResults } from './scripture';

/** The scripture and guidance calls; merged into `endpoints` (endpoints.ts). */
export const scriptureEndpoints = {
  grammarPreview: endpoint('POST', '/api/prayer-requests/grammar-preview', GrammarPreviewBody, GrammarPreviewResult),
  /** Query string `?query=` (ScriptureSearchQuery). */
  scriptureSearch: endpoint('GET', '/api/scripture/search', undefined, ScriptureSearchResults),
  /** Optional query string `?date=yyyy-MM-dd` (DailyVerseQuery); today (UTC) without it. */
  dailyVerse: endpoint('GET', '/api/daily-verse', undefined, DailyVerse),
} as const;
