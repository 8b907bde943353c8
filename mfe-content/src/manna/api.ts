import { request } from '@flow/api-client';
import { endpoints, MannaImageResult, mannaBackgroundFor, type DailyVerse } from '@flow/contracts';

/** Spec 001 §7 POST /api/generate-manna-image; the background by the reference's length modulo 8. */
export async function generateMannaImage(verse: Pick<DailyVerse, 'verse' | 'reference' | 'source'>): Promise<string> {
  const body = { verse: verse.verse, reference: verse.reference, source: verse.source, backgroundPrompt: mannaBackgroundFor(verse.reference) };
  return MannaImageResult.parse(await request('POST', endpoints.generateMannaImage.path, { body })).imageUrl;
}
