import { QUOTA_TIME_ZONE } from '@flow/contracts';

/**
 * The allowance's calendar. QUOTA_TIME_ZONE is UTC, so plain UTC arithmetic is the calendar;
 * the assertion keeps these helpers from silently disagreeing with the contract if it changes.
 */
if (QUOTA_TIME_ZONE !== 'UTC') throw new Error('billing/periods.ts counts in UTC only');

const DAY_MS = 24 * 60 * 60 * 1000;

/** `yyyy-MM`, the spec's month string of the usage table. */
export function monthKey(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** Monday 00:00 of the week holding `at`. */
export function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/**
 * The week as its Monday, `yyyy-MM-dd`. A week that spans two months is one week: its cap
 * counts requests on both sides of the 1st, while each month keeps its own monthly count.
 */
export function weekKey(at: Date): string {
  return weekStart(at).toISOString().slice(0, 10);
}

/** The next 1st of a month, 00:00. */
export function nextMonthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}
