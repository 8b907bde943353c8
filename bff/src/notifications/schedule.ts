import { Cron } from 'croner';

/** The first moment strictly after `after` when the clock in `timeZone` reads `time` (HH:MM). */
export function nextReminderAt(time: string, timeZone: string, after: Date): Date {
  const [h, m] = time.split(':').map(Number);
  const next = new Cron(`${m} ${h} * * *`, { timezone: timeZone, paused: true }).nextRun(after);
  if (!next) throw new Error(`no next run for ${time} in ${timeZone}`);
  return next;
}

/** The calendar day (yyyy-MM-dd) at `at` in `timeZone`: the day whose verse a reminder carries. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
