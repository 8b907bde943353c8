import { ScriptureSource } from '@flow/contracts';
import { z } from 'zod';
import { isReflectionKey, type ReflectionKey } from './reflection';

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

const Stored = z.object({
  text: z.string(),
  reference: z.string(),
  source: ScriptureSource,
  // The date is formatted for display; a malformed one (an older build, a hand-edited cache)
  // would make Intl throw and take the screen down, so it must be a real calendar day.
  date: z.iso.date(),
  reflection: z.string().refine(isReflectionKey),
});

/** A stored verse record if `value` is one, else null. */
export function parseStoredVerse(value: unknown): VerseRecord | null {
  const parsed = Stored.safeParse(value);
  return parsed.success ? (parsed.data as VerseRecord) : null;
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
