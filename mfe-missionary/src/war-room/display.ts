/** Spec 001 §3 writes UK; the region code Intl knows is GB. */
const REGION_ALIASES: Record<string, string> = { UK: 'GB' };

function displayNames(locale: string, type: 'region' | 'language'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type, fallback: 'code' });
  } catch {
    return null;
  }
}

/** The country's name in the reader's language; OTHER and unknown codes get `other`/the code. */
export function countryName(code: string, locale: string, other: string): string {
  if (code === 'OTHER') return other;
  const region = REGION_ALIASES[code] ?? code;
  if (!/^[A-Z]{2}$/.test(region)) return code;
  return displayNames(locale, 'region')?.of(region) ?? code;
}

/** A language code's name in the reader's language (its own code when unknown). */
export function languageName(code: string, locale: string): string {
  try {
    return displayNames(locale, 'language')?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Spec 001 §9: at most two languages on a card, then "+N". */
export function shownLanguages(codes: readonly string[]): { shown: string[]; more: number } {
  return { shown: codes.slice(0, 2), more: Math.max(0, codes.length - 2) };
}
