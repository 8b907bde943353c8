import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Prayer requests stay on the wall at most this long (spec 000 §9). */
export const WALL_HOURS = 24;

export interface WallCalendar {
  timeZone: string;
  /** HH:MM in that zone. */
  clearTime: string;
}

/** The wall's calendar day of an instant, e.g. '2026-11-22': "one prayer a day" is per this day. */
export function dayKey(at: Date, timeZone: string): string {
  return format(new TZDate(at.getTime(), timeZone), 'yyyy-MM-dd');
}

/** The most recent morning clearing at or before `at` (daylight-saving changes included). */
export function lastClearing(at: Date, cal: WallCalendar): Date {
  const [h, m] = cal.clearTime.split(':').map(Number);
  const local = new TZDate(at.getTime(), cal.timeZone);
  const candidate = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), h, m, 0, 0, cal.timeZone);
  if (candidate.getTime() > at.getTime()) candidate.setDate(candidate.getDate() - 1);
  return new Date(candidate.getTime());
}

/** Requests created after this instant are on the wall at `at`: since the last clearing, within 24 hours. */
export function wallStart(at: Date, cal: WallCalendar): Date {
  const dayAgo = at.getTime() - WALL_HOURS * 3600_000;
  return new Date(Math.max(dayAgo, lastClearing(at, cal).getTime()));
}
