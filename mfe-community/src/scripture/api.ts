import { request } from '@flow/api-client';
import { DailyVerse, endpoints, ScriptureSearchResults, type ScriptureSearchResult } from '@flow/contracts';

/** The verse of a day (today on the server's calendar when no date is given). */
export async function fetchDailyVerse(date?: string): Promise<DailyVerse> {
  const query = date ? `?date=${encodeURIComponent(date)}` : '';
  return DailyVerse.parse(await request('GET', `${endpoints.dailyVerse.path}${query}`));
}

/** Spec 000 §7: GET /api/scripture/search?query=… → text, reference, relevance. */
export async function searchScripture(query: string, signal?: AbortSignal): Promise<ScriptureSearchResult[]> {
  const data = await request('GET', `${endpoints.scriptureSearch.path}?query=${encodeURIComponent(query)}`, { signal });
  return ScriptureSearchResults.parse(data);
}
