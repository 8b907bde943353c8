// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the parts' ambient types must reach every package that compiles this file
/// <reference path="./locale-parts.d.ts" />
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../locales/en.json';
import enFirst from '../locales/en.json?part=first';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  detectLanguage,
  isLanguageCode,
  type LanguageCode,
} from './languages';

export * from './languages';
export { timeAgo } from './timeAgo';
export { formatNumber, regionName, relativeTimeFormat } from './intl';
export { useTranslation } from 'react-i18next';

export const defaultNamespace = 'translation';
export type TranslationResources = typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TranslationResources };
  }
}

// Each locale file comes in two parts (packages/build/locale-part.mjs): the sections the home
// page's first screen shows (first-screen-sections.json) and the rest. English's first part ships
// in the first bundle so the home page never flashes keys; every other part is a chunk of its own.
// A language's first part is loaded before its first render, its rest once the first screen is
// there; other screens and remote parts wait for the rest (`allTranslations`), and a language
// chosen on the page arrives whole (`changeLanguage`).
type Part = () => Promise<{ default: Record<string, unknown> }>;
const firstParts: Record<Exclude<LanguageCode, 'en'>, Part> = {
  'pt-BR': () => import(/* webpackChunkName: "locale-pt-BR" */ '../locales/pt-BR.json?part=first'),
  es: () => import(/* webpackChunkName: "locale-es" */ '../locales/es.json?part=first'),
  fr: () => import(/* webpackChunkName: "locale-fr" */ '../locales/fr.json?part=first'),
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN" */ '../locales/zh-CN.json?part=first'),
  ko: () => import(/* webpackChunkName: "locale-ko" */ '../locales/ko.json?part=first'),
  ja: () => import(/* webpackChunkName: "locale-ja" */ '../locales/ja.json?part=first'),
  hi: () => import(/* webpackChunkName: "locale-hi" */ '../locales/hi.json?part=first'),
  ru: () => import(/* webpackChunkName: "locale-ru" */ '../locales/ru.json?part=first'),
};
const restParts: Record<LanguageCode, Part> = {
  en: () => import(/* webpackChunkName: "locale-en-rest" */ '../locales/en.json?part=rest'),
  'pt-BR': () => import(/* webpackChunkName: "locale-pt-BR-rest" */ '../locales/pt-BR.json?part=rest'),
  es: () => import(/* webpackChunkName: "locale-es-rest" */ '../locales/es.json?part=rest'),
  fr: () => import(/* webpackChunkName: "locale-fr-rest" */ '../locales/fr.json?part=rest'),
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-rest" */ '../locales/zh-CN.json?part=rest'),
  ko: () => import(/* webpackChunkName: "locale-ko-rest" */ '../locales/ko.json?part=rest'),
  ja: () => import(/* webpackChunkName: "locale-ja-rest" */ '../locales/ja.json?part=rest'),
  hi: () => import(/* webpackChunkName: "locale-hi-rest" */ '../locales/hi.json?part=rest'),
  ru: () => import(/* webpackChunkName: "locale-ru-rest" */ '../locales/ru.json?part=rest'),
};

const loading = new Map<string, Promise<void>>();

/** Loads one part once; a part that failed is asked for again next time. */
function loadPart(instance: I18n, code: LanguageCode, part: 'first' | 'rest'): Promise<void> {
  if (part === 'first' && code === 'en') return Promise.resolve();
  const key = `${code}:${part}`;
  let pending = loading.get(key);
  if (!pending) {
    const load = part === 'first' ? firstParts[code as Exclude<LanguageCode, 'en'>] : restParts[code];
    pending = load().then(
      // Silent: nothing on screen shows these words yet (whatever needs them waits), so no
      // component is asked to render again on a slow phone.
      (mod) => void instance.addResourceBundle(code, defaultNamespace, mod.default, true, true, { silent: true }),
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

async function ensureLoaded(instance: I18n, code: LanguageCode, { whole }: { whole: boolean }): Promise<void> {
  // Without `whole`, the rest is left for `allTranslations()`: fetched at once, it arrived before
  // the wall was usable and competed with the first screen's own scripts.
  await Promise.all([loadPart(instance, code, 'first'), whole && loadPart(instance, code, 'rest')]);
}

function readSaved(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function applyDocumentLanguage(code: LanguageCode) {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

/** The one i18next instance every remote shares (it is a Module Federation singleton). */
export const i18n: I18n = i18next.createInstance();
let ready: Promise<I18n> | undefined;

export function initI18n(options: { language?: LanguageCode } = {}): Promise<I18n> {
  if (ready) return ready;
  const browser = typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]) : [];
  const language = options.language ?? detectLanguage(readSaved(), browser);
  ready = (async () => {
    await i18n.use(initReactI18next).init({
      resources: { en: { translation: enFirst } },
      partialBundledLanguages: true,
      lng: 'en',
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: Object.keys(restParts),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    await changeLanguage(language, { persist: false, whole: false });
    return i18n;
  })();
  return ready;
}

/**
 * Spec 000 §4: any change is saved under 'flow-language' and sets the page's lang attribute. A
 * change made on the page waits for the whole language (`whole`); the boot waits only for the
 * first screen's words.
 */
export async function changeLanguage(code: string, { persist = true, whole = true } = {}): Promise<void> {
  const target = isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
  try {
    await ensureLoaded(i18n, target, { whole });
  } catch {
    // A language chunk that fails to load keeps the page readable in English.
  }
  await i18n.changeLanguage(target);
  applyDocumentLanguage(target);
  if (persist) {
    try {
      globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, target);
    } catch {
      // Private mode or full storage: the choice simply isn't remembered.
    }
  }
}

/**
 * Resolves when every word of the page's language is loaded, not only the first screen's: what
 * shows more than the home page's first screen waits for it (another screen, a remote's part).
 * Rejects when that part cannot be loaded; the next call asks again.
 */
export function allTranslations(): Promise<void> {
  const code = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // One promise per language, so React's `use()` sees the same one on every render.
  let pending = whole.get(code);
  if (!pending) {
    pending = ensureLoaded(i18n, code, { whole: true });
    pending.catch(() => whole.delete(code));
    whole.set(code, pending);
  }
  return pending;
}
const whole = new Map<LanguageCode, Promise<void>>();
