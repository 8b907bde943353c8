import { relativeTimeFormat } from './intl';

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago" in the reader's language, with no date library in the bundle. */
export function timeAgo(iso: string, language: string, now = Date.now()): string | null {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds < 45) return null;
  const format = relativeTimeFormat(language);
  for (const [unit, size] of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(-1, 'minute');
}
