import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
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

// English ships in the first bundle so text never flashes as keys; the other eight load on
// demand as separate chunks.
const loaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: unknown }>> = {
  'pt-BR': () => import('../locales/pt-BR.json'),
  es: () => import('../locales/es.json'),
  fr: () => import('../locales/fr.json'),
  'zh-CN': () => import('../locales/zh-CN.json'),
  ko: () => import('../locales/ko.json'),
  ja: () => import('../locales/ja.json'),
  hi: () => import('../locales/hi.json'),
  ru: () => import('../locales/ru.json'),
};

async function ensureLoaded(instance: I18n, code: LanguageCode): Promise<void> {
  if (code === 'en' || instance.hasResourceBundle(code, defaultNamespace)) return;
  const mod = await loaders[code]();
  instance.addResourceBundle(code, defaultNamespace, mod.default, true, true);
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
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      lng: 'en',
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...Object.keys(loaders), 'en'],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    await changeLanguage(language, { persist: false });
    return i18n;
  })();
  return ready;
}

/** Spec 000 §4: any change is saved under 'flow-language' and sets the page's lang attribute. */
export async function changeLanguage(code: string, { persist = true } = {}): Promise<void> {
  const target = isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
  try {
    await ensureLoaded(i18n, target);
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

