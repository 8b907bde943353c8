import en from '../../../packages/i18n/locales/en.json';
import es from '../../../packages/i18n/locales/es.json';
import fr from '../../../packages/i18n/locales/fr.json';
import hi from '../../../packages/i18n/locales/hi.json';
import ja from '../../../packages/i18n/locales/ja.json';
import ko from '../../../packages/i18n/locales/ko.json';
import ptBR from '../../../packages/i18n/locales/pt-BR.json';
import ru from '../../../packages/i18n/locales/ru.json';
import zhCN from '../../../packages/i18n/locales/zh-CN.json';

/** The reminder's title, in the language the browser had when it subscribed. */
const TITLES: Record<string, string> = {
  en: en.notifications.pushTitle,
  es: es.notifications.pushTitle,
  fr: fr.notifications.pushTitle,
  hi: hi.notifications.pushTitle,
  ja: ja.notifications.pushTitle,
  ko: ko.notifications.pushTitle,
  'pt-BR': ptBR.notifications.pushTitle,
  ru: ru.notifications.pushTitle,
  'zh-CN': zhCN.notifications.pushTitle,
};

export const pushTitle = (language: string): string => TITLES[language] ?? TITLES.en;
