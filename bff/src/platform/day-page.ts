import crypto from 'node:crypto';
import { DAY_VERSE_ELEMENT_ID, DAY_VERSE_SLOTS, reflectionFor, type DailyVerse } from '@flow/contracts';
import type { LanguageCode } from '@flow/i18n/languages';
import escapeHtml from 'escape-html';

/**
 * Pages of the day drawn by the server (issue 17): `/daily-verse-detailed` is built as a picture
 * with slots (mfe-content/src/first-screen.tsx), filled in here with the visitor's day when the
 * page is sent. The verse goes into the page too, so the live screen starts from it.
 *
 * The day is the visitor's, which the server can only guess (a new visitor sends no time zone):
 * from the region of their browser's language, else UTC. A guess can be a day off (an evening in
 * the Americas is already tomorrow in UTC), so the page carries the day it was drawn for and a
 * few lines of script, run before the first paint, take the picture away when the browser's own
 * date differs; the live screen then loads the right verse as it does without a picture.
 */
export const DAY_GUARD_SCRIPT =
  "(function(){var f=document.getElementById('first-screen'),d=new Date(),p=function(n){return(n<10?'0':'')+n};" +
  "if(f&&f.getAttribute('data-date')!==d.getFullYear()+'-'+p(d.getMonth()+1)+'-'+p(d.getDate()))f.remove()})()";

/**
 * A likely time zone for the region a browser's language names (`en-US`, or `pt` read as Brazil):
 * the most populous zone of the countries Flow's languages are most spoken in. Anything else is
 * read as UTC; either way the guard above catches a wrong day.
 */
const REGION_ZONES: Record<string, string> = {
  US: 'America/Chicago',
  CA: 'America/Toronto',
  MX: 'America/Mexico_City',
  GT: 'America/Guatemala',
  CO: 'America/Bogota',
  VE: 'America/Caracas',
  PE: 'America/Lima',
  CL: 'America/Santiago',
  AR: 'America/Argentina/Buenos_Aires',
  BR: 'America/Sao_Paulo',
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  PT: 'Europe/Lisbon',
  ES: 'Europe/Madrid',
  FR: 'Europe/Paris',
  BE: 'Europe/Brussels',
  CH: 'Europe/Zurich',
  DE: 'Europe/Berlin',
  RU: 'Europe/Moscow',
  UA: 'Europe/Kyiv',
  BY: 'Europe/Minsk',
  KZ: 'Asia/Almaty',
  NG: 'Africa/Lagos',
  CM: 'Africa/Douala',
  CD: 'Africa/Kinshasa',
  CI: 'Africa/Abidjan',
  SN: 'Africa/Dakar',
  AO: 'Africa/Luanda',
  MZ: 'Africa/Maputo',
  KE: 'Africa/Nairobi',
  ZA: 'Africa/Johannesburg',
  IN: 'Asia/Kolkata',
  SG: 'Asia/Singapore',
  PH: 'Asia/Manila',
  CN: 'Asia/Shanghai',
  TW: 'Asia/Taipei',
  HK: 'Asia/Hong_Kong',
  KR: 'Asia/Seoul',
  JP: 'Asia/Tokyo',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `yyyy-MM-dd` in a time zone. */
export function dayIn(timeZone: string, at: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** The visitor's day as best the request says: by the region of their first language, else UTC. */
export function guessVisitorDay(acceptLanguages: readonly string[], at: Date): string {
  for (const tag of acceptLanguages.slice(0, 1)) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      const zone = region ? REGION_ZONES[region] : undefined;
      if (zone) return dayIn(zone, at);
    } catch {
      // Not a language tag (`*`, or made up): no guess.
    }
  }
  return at.toISOString().slice(0, 10);
}

/** The long date the screen shows (DailyBibleVerseScreen's formatDate), in the page's language. */
export function longDay(day: string, language: LanguageCode): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

/**
 * The same generic reflection all day (the live screen picks one at random when it fetches): one
 * page per day and language can then be kept and sent to everyone.
 */
function dayRandom(day: string): () => number {
  const n = crypto.createHash('sha256').update(day).digest().readUInt32BE(0);
  return () => n / 2 ** 32;
}

/** JSON inside a `<script>` element: nothing in it may close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface FilledDay {
  /** The picture's markup with the day in it. */
  html: string;
  /** What follows the picture: the verse for the live screen, and the guard. */
  after: string;
}

/** Fills the picture's slots with the day's verse, in the page's language. */
export function fillDayVerse(html: string, texts: Record<string, string>, verse: DailyVerse, language: LanguageCode): FilledDay {
  const reflection = reflectionFor(verse.verse, dayRandom(verse.date));
  const values: Record<keyof typeof DAY_VERSE_SLOTS, string> = {
    date: longDay(verse.date, language),
    verse: verse.verse,
    reference: verse.reference,
    reflection: texts[`verse.reflections.${reflection}`] ?? '',
  };
  let filled = html;
  for (const [slot, marker] of Object.entries(DAY_VERSE_SLOTS)) filled = filled.split(marker).join(escapeHtml(values[slot as keyof typeof values]));
  const record = { verse: verse.verse, reference: verse.reference, source: verse.source, date: verse.date, reflection };
  return {
    html: filled,
    after: `<script type="application/json" id="${DAY_VERSE_ELEMENT_ID}">${scriptJson(record)}</script><script>${DAY_GUARD_SCRIPT}</script>`,
  };
}
