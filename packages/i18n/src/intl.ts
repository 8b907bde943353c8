/*
 * Intl formatters, made once per language. Building one loads locale data and costs far more than
 * formatting with it: a fresh Intl.DisplayNames for each crisis-line country was the largest single
 * cost of the first screen's render on a slow phone (issue 17).
 */
const regionNames = new Map<string, Intl.DisplayNames | null>();
const relativeTimes = new Map<string, Intl.RelativeTimeFormat>();

/** The region's name in `language` ("Brasil", "英国"), or `fallback` when Intl does not know it. */
export function regionName(code: string, language: string, fallback: string = code): string {
  let names = regionNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = null;
    }
    regionNames.set(language, names);
  }
  try {
    return names?.of(code) ?? fallback;
  } catch {
    // A code that is not a region (RangeError): the caller's fallback.
    return fallback;
  }
}

/** "5 minutes ago", "yesterday" in `language`. */
export function relativeTimeFormat(language: string): Intl.RelativeTimeFormat {
  let format = relativeTimes.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    relativeTimes.set(language, format);
  }
  return format;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * How the nine interface languages group the digits of a whole number (CLDR, as Intl writes
 * them; `intl.test.ts` checks every language against Intl). The first Intl.NumberFormat a page
 * builds loads ICU's number data: 20-60 ms on a desktop, four times that on a slow phone, in the
 * middle of the first screen's render (issue 17). The counts Flow shows are whole numbers, so
 * they need no Intl at all.
 */
const integerGrouping: Record<string, { separator: string; minimumGroupingDigits: 1 | 2; indian?: true }> = {
  en: { separator: ',', minimumGroupingDigits: 1 },
  'pt-BR': { separator: '.', minimumGroupingDigits: 1 },
  es: { separator: '.', minimumGroupingDigits: 2 },
  fr: { separator: '\u202f', minimumGroupingDigits: 1 },
  'zh-CN': { separator: ',', minimumGroupingDigits: 1 },
  ko: { separator: ',', minimumGroupingDigits: 1 },
  ja: { separator: ',', minimumGroupingDigits: 1 },
  hi: { separator: ',', minimumGroupingDigits: 1, indian: true },
  ru: { separator: '\u00a0', minimumGroupingDigits: 1 },
};

function groupDigits(digits: string, { separator, minimumGroupingDigits, indian }: (typeof integerGrouping)[string]): string {
  // "1234" stays whole in Spanish: a group separator appears only from five digits there.
  if (digits.length < 3 + minimumGroupingDigits) return digits;
  const last = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const size = indian ? 2 : 3;
  const groups: string[] = [];
  while (rest.length > size) {
    groups.unshift(rest.slice(-size));
    rest = rest.slice(0, -size);
  }
  groups.unshift(rest);
  return [...groups, last].join(separator);
}

/**
 * "12,345", "12.345", "12 345" or "1,23,456" as `language` writes numbers. Whole numbers in the
 * nine interface languages are grouped here; anything else goes to one Intl.NumberFormat per
 * language (`Number.prototype.toLocaleString(language)` would build a new one on every call).
 */
export function formatNumber(value: number, language: string): string {
  const grouping = integerGrouping[language];
  if (grouping && Number.isSafeInteger(value) && value >= 0) return groupDigits(String(value), grouping);
  let format = numberFormats.get(language);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language);
    } catch {
      // Not a language tag Intl accepts (RangeError): the runtime's default still groups digits.
      format = new Intl.NumberFormat();
    }
    numberFormats.set(language, format);
  }
  return format.format(value);
}
