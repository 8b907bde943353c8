import { flags, HDate, HebrewCalendar, type Event } from '@hebcal/core';

/** Spec 001 §9: at most 3 observances are shown. */
export const MAX_OBSERVANCES = 3;

/**
 * Spec 001 §7 asked a calendar service for major, minor, modern and special-Shabbat holidays and
 * Rosh Chodesh; @hebcal/core computes the same offline. Eves, Chol HaMoed, fasts and Chanukah
 * candles belong to those holidays; Torah readings, daf yomi, molad and Shabbat Mevarchim do not.
 */
const SHOWN =
  flags.CHAG |
  flags.EREV |
  flags.CHOL_HAMOED |
  flags.MINOR_HOLIDAY |
  flags.MAJOR_FAST |
  flags.MINOR_FAST |
  flags.MODERN_HOLIDAY |
  flags.SPECIAL_SHABBAT |
  flags.ROSH_CHODESH |
  flags.CHANUKAH_CANDLES;

export interface JewishDay {
  /** Transliterated, e.g. "25th of Kislev, 5787". */
  hebrew: string;
  /** In Hebrew letters, e.g. כ״ה כִּסְלֵו תשפ״ז. */
  hebrewScript: string;
  observances: { title: string; hebrewTitle: string }[];
}

/** The visitor's calendar day (local midnight of `day`), outside Israel. */
export function jewishDay(day: Date): JewishDay {
  const date = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  const hd = new HDate(date);
  const events: Event[] = HebrewCalendar.calendar({ start: date, end: date, il: false, sedrot: false, candlelighting: false });
  const observances = events
    .filter((ev) => (ev.getFlags() & SHOWN) !== 0)
    .slice(0, MAX_OBSERVANCES)
    .map((ev) => ({ title: ev.render('en'), hebrewTitle: ev.render('he-x-NoNikud') }));
  return { hebrew: hd.render('en'), hebrewScript: hd.renderGematriya(true), observances };
}
