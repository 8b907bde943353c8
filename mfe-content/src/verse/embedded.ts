import { DAY_VERSE_ELEMENT_ID, isReflectionKey, lightGuards } from '@flow/contracts/light';
import type { VerseRecord } from './verseCache';

/**
 * The day's verse the server put into the page with its picture of this screen (the day's verse
 * and the reflection the picture shows), when it is the visitor's day: the server can only guess
 * the visitor's date, so a verse for another day is not used. Checked with the light guard, so
 * the screen's first render does not wait for zod.
 */
export function embeddedVerse(date: string): VerseRecord | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(DAY_VERSE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!lightGuards.DailyVerse.is(value) || value.date !== date) return null;
  const reflection = (value as { reflection?: unknown }).reflection;
  if (!isReflectionKey(reflection)) return null;
  return { text: value.verse, reference: value.reference, source: value.source, date: value.date, reflection };
}
