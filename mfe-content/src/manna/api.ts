import { request } from '@flow/api-client';
import { DailyVerse, endpoints, MannaImageResult, mannaBackgroundFor } from '@flow/contracts';

/** Spec 001 §7: GET /api/daily-verse keyed by the visitor's date (yyyy-MM-dd). */
export async function fetchDailyVerse(date: string): Promise<DailyVerse> {
  return DailyVerse.parse(await request('GET', `${endpoints.dailyVerse.path}?date=${encodeURIComponent(date)}`));
}

/** Spec 001 §7 POST /api/generate-manna-image; the background by the reference's length modulo 8. */
export async function generateMannaImage(verse: Pick<DailyVerse, 'verse' | 'reference' | 'source'>): Promise<string> {
  const body = { verse: verse.verse, reference: verse.reference, source: verse.source, backgroundPrompt: mannaBackgroundFor(verse.reference) };
  return MannaImageResult.parse(await request('POST', endpoints.generateMannaImage.path, { body })).imageUrl;
}
