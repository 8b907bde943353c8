/** The nine interface languages of the spec, in the order the selector shows them. */
export const languages = [
  { code: 'en', nativeName: 'English', flag: '🇺🇸' },
  { code: 'pt-BR', nativeName: 'Português (Brasil)', flag: '🇧🇷' },
  { code: 'es', nativeName: 'Español', flag: '🇪🇸' },
  { code: 'fr', nativeName: 'Français', flag: '🇫🇷' },
  { code: 'zh-CN', nativeName: '中文（简体）', flag: '🇨🇳' },
  { code: 'ko', nativeName: '한국어', flag: '🇰🇷' },
  { code: 'ja', nativeName: '日本語', flag: '🇯🇵' },
  { code: 'hi', nativeName: 'हिन्दी', flag: '🇮🇳' },
  { code: 'ru', nativeName: 'Русский', flag: '🇷🇺' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];
export const languageCodes = languages.map((l) => l.code) as LanguageCode[];
export const LANGUAGE_STORAGE_KEY = 'flow-language';
/**
 * The same choice as a cookie, so the server can send the home page's first screen in it. Only a
 * preference: never trusted for anything else.
 */
export const LANGUAGE_COOKIE = 'flow_lang';
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as string[]).includes(value);
}

// Prefix order of spec 000 §4: a browser language starting with one of these maps to the code.
const prefixes: Array<[string, LanguageCode]> = [
  ['pt', 'pt-BR'],
  ['es', 'es'],
  ['fr', 'fr'],
  ['zh', 'zh-CN'],
  ['ko', 'ko'],
  ['ja', 'ja'],
  ['hi', 'hi'],
  ['ru', 'ru'],
  ['en', 'en'],
];

/**
 * Spec 000 §4: the saved code if it is supported; otherwise the first browser language that
 * matches a supported prefix; otherwise English.
 */
export function detectLanguage(saved: string | null | undefined, browserLanguages: readonly string[]): LanguageCode {
  if (isLanguageCode(saved)) return saved;
  for (const raw of browserLanguages) {
    const lower = raw.toLowerCase();
    for (const [prefix, code] of prefixes) {
      if (lower === prefix || lower.startsWith(`${prefix}-`) || lower.startsWith(prefix)) return code;
    }
  }
  return DEFAULT_LANGUAGE;
}
