const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago" in the reader's language (null under a minute: the screen says "just now"). */
export function timeAgo(iso: string, language: string, now = Date.now()): string | null {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds < 45) return null;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(-1, 'minute');
}

/** Spec 001 §2 "MMM d, yyyy at h:mm a" in English; the same parts in the reader's language. */
export function responseDate(iso: string, language: string): { date: string; time: string } {
  const at = new Date(iso);
  return {
    date: new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric' }).format(at),
    time: new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(at),
  };
}

/** Time since the profile was made, in the largest whole unit ("3 months"). */
export function ministryDuration(iso: string, language: string, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - new Date(iso).getTime()) / (24 * 3600_000)));
  const [unit, value]: [Intl.RelativeTimeFormatUnit, number] =
    days >= 365 ? ['year', Math.floor(days / 365)] : days >= 30 ? ['month', Math.floor(days / 30)] : ['day', days];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
