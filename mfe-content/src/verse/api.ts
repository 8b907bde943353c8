import { request } from '@flow/api-client';
import { endpoints, RandomVerse } from '@flow/contracts';

/** Spec 001 §4 Get New Verse, answered by the BFF from the bundled scripture. */
export async function fetchRandomVerse(except?: string): Promise<RandomVerse> {
  const query = except ? `?except=${encodeURIComponent(except)}` : '';
  return RandomVerse.parse(await request('GET', `${endpoints.randomVerse.path}${query}`));
}
