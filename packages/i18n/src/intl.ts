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
 * "12,345", "12.345", "12 345" or "1,23,456" as `language` writes numbers. `Number.prototype.toLocaleString(language)` builds a
 * new formatter on every call; the stats card made a dozen of them in one render.
 */
export function formatNumber(value: number, language: string): string {
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
