import type { TranslationLanguage } from '@flow/contracts';
import { lightEndpoints, lightGuards, TRANSLATION_MIN_LENGTH } from '@flow/contracts/light';
import useSWR from 'swr';
import { callChecked, callLater } from './client';

export type TranslationOutcome =
  | { status: 'translated'; text: string }
  /** Too short to translate (spec 000 §5): shown as written. */
  | { status: 'skipped'; text: string }
  /** The service failed (spec 000 §8): the original is shown. */
  | { status: 'failed'; text: string };

// Spec 000 §9: one entry per text and language, for the visit. Only successes are kept, so a
// failure can be retried.
const cache = new Map<string, Promise<string>>();

export function clearTranslationCache() {
  cache.clear();
}

/** Translates through the BFF; never throws, and gives the original back when it cannot translate. */
export async function translateText(text: string, target: TranslationLanguage): Promise<TranslationOutcome> {
  if (text.trim().length < TRANSLATION_MIN_LENGTH) return { status: 'skipped', text };
  const key = `${target}\u0000${text}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = callLater((e) => e.translate, { body: { text, target } }).then((r) => r.translatedText);
    cache.set(key, pending);
  }
  try {
    return { status: 'translated', text: await pending };
  } catch {
    if (cache.get(key) === pending) cache.delete(key);
    return { status: 'failed', text };
  }
}

/** Whether the server has a translation provider; false while unknown or unreachable. */
export function useTranslationAvailable(): boolean {
  const { data } = useSWR(lightEndpoints.translationStatus.path, () => callChecked(lightEndpoints.translationStatus, lightGuards.TranslationStatus), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return data?.available ?? false;
}
