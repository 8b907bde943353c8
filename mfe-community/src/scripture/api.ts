import { request } from '@flow/api-client';
import type { DailyVerse, ScriptureSearchResult } from '@flow/contracts';
import { lightEndpoints, lightGuards } from '@flow/contracts/light';

/** The verse of a day (today on the server's calendar when no date is given). */
export async function fetchDailyVerse(date?: string): Promise<DailyVerse> {
  const query = date ? `?date=${encodeURIComponent(date)}` : '';
  return lightGuards.DailyVerse.parse(await request('GET', `${lightEndpoints.dailyVerse.path}${query}`));
}

/** Spec 000 §7: GET /api/scripture/search?query=… → text, reference, relevance. */
export async function searchScripture(query: string, signal?: AbortSignal): Promise<ScriptureSearchResult[]> {
  // Searching starts when someone types: the contracts (and zod) load then, not with the page.
  const { endpoints, ScriptureSearchResults } = await import('@flow/contracts');
  const data = await request('GET', `${endpoints.scriptureSearch.path}?query=${encodeURIComponent(query)}`, { signal });
  return ScriptureSearchResults.parse(data);
}
