import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Prayer requests stay on the wall at most this long (spec 000 §9). */
export const WALL_HOURS = 24;

export interface WallCalendar {
  timeZone: string;
  /** HH:MM in that zone. */
  clearTime: string;
}

/**
 * The last answer per zone (or calendar) and the minute it was for. Every wall read asks for the
 * day and the clearing (time-zone arithmetic was ~5 % of a returning visitor's request); both
 * can only change on a whole minute, as zone offsets and clearing times are whole minutes.
 * Bounded by the calendars configured (one, plus those tests make).
 */
const byMinute = new Map<string, { minute: number; value: string | number }>();

function perMinute<T extends string | number>(key: string, at: Date, compute: () => T): T {
  const minute = Math.floor(at.getTime() / 60_000);
  const hit = byMinute.get(key);
  if (hit && hit.minute === minute) return hit.value as T;
  const value = compute();
  byMinute.set(key, { minute, value });
  return value;
}

/** The wall's calendar day of an instant, e.g. '2026-11-22': "one prayer a day" is per this day. */
export function dayKey(at: Date, timeZone: string): string {
  return perMinute(`day:${timeZone}`, at, () => format(new TZDate(at.getTime(), timeZone), 'yyyy-MM-dd'));
}

/** The most recent morning clearing at or before `at` (daylight-saving changes included). */
export function lastClearing(at: Date, cal: WallCalendar): Date {
  return new Date(perMinute(`clearing:${cal.timeZone}:${cal.clearTime}`, at, () => computeLastClearing(at, cal)));
}

function computeLastClearing(at: Date, cal: WallCalendar): number {
  const [h, m] = cal.clearTime.split(':').map(Number);
  const local = new TZDate(at.getTime(), cal.timeZone);
  const candidate = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), h, m, 0, 0, cal.timeZone);
  if (candidate.getTime() > at.getTime()) candidate.setDate(candidate.getDate() - 1);
  return candidate.getTime();
}

/** Requests created after this instant are on the wall at `at`: since the last clearing, within 24 hours. */
export function wallStart(at: Date, cal: WallCalendar): Date {
  const dayAgo = at.getTime() - WALL_HOURS * 3600_000;
  return new Date(Math.max(dayAgo, lastClearing(at, cal).getTime()));
}
