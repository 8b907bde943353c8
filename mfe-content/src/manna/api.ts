import { request } from '@flow/api-client';
import { DailyVerse, endpoints } from '@flow/contracts';

/** Spec 001 §7: GET /api/daily-verse keyed by the visitor's date (yyyy-MM-dd). */
export async function fetchDailyVerse(date: string): Promise<DailyVerse> {
  return DailyVerse.parse(await request('GET', `${endpoints.dailyVerse.path}?date=${encodeURIComponent(date)}`));
}
