import { callChecked } from '@flow/api-client';
import type { DailyVerse } from '@flow/contracts';
import { lightEndpoints, lightGuards } from '@flow/contracts/light';

/**
 * Spec 001 §7: GET /api/daily-verse keyed by the visitor's date (yyyy-MM-dd). Checked with the
 * light guard: the verse pages open without loading zod and the full contracts.
 */
export function fetchDailyVerse(date: string): Promise<DailyVerse> {
  return callChecked(lightEndpoints.dailyVerse, lightGuards.DailyVerse, { query: { date } });
}
