import type { ScriptureSource } from '@flow/contracts';
import { isReflectionKey, SCRIPTURE_SOURCES, type ReflectionKey } from '@flow/contracts/light';

/** Spec 001 §4/§9: the last verse is kept in the `flow-v1` cache at `/today-verse`. */
export const VERSE_CACHE_NAME = 'flow-v1';
export const VERSE_CACHE_PATH = '/today-verse';

/** Spec 001 §3 "Local verse record". The reflection is kept as its key, so it follows the language. */
export interface VerseRecord {
  text: string;
  reference: string;
  source: ScriptureSource;
  date: string;
  reflection: ReflectionKey;
}

/**
 * A real calendar day as yyyy-MM-dd. The date is formatted for display; a malformed one (an older
 * build, a hand-edited cache) would make Intl throw and take the screen down.
 */
function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  // 2026-02-30 either does not parse or rolls over to March: neither reads back the same.
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/**
 * A stored verse record if `value` is one, else null. Checked by hand rather than with zod: the
 * screen saves the verse it opens with, and zod would be loaded for that alone.
 */
export function parseStoredVerse(value: unknown): VerseRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { text, reference, source, date, reflection } = value as Record<string, unknown>;
  if (typeof text !== 'string' || typeof reference !== 'string' || typeof source !== 'string' || !(SCRIPTURE_SOURCES as readonly string[]).includes(source)) return null;
  if (!isDay(date) || !isReflectionKey(reflection)) return null;
  return { text, reference, source: source as ScriptureSource, date, reflection };
}

export async function saveVerse(record: VerseRecord): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(VERSE_CACHE_NAME);
  await cache.put(VERSE_CACHE_PATH, new Response(JSON.stringify(record), { headers: { 'Content-Type': 'application/json' } }));
}

/** The cached verse, or null when there is none (or it is not ours to read). */
export async function readCachedVerse(): Promise<VerseRecord | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(VERSE_CACHE_NAME);
  const res = await cache.match(VERSE_CACHE_PATH);
  if (!res) return null;
  return parseStoredVerse(await res.json().catch(() => null));
}
