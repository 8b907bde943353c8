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
