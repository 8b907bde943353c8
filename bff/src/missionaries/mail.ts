import type { MailMessage } from '../platform/mail';
import en from '../../../packages/i18n/locales/en.json';
import es from '../../../packages/i18n/locales/es.json';
import fr from '../../../packages/i18n/locales/fr.json';
import hi from '../../../packages/i18n/locales/hi.json';
import ja from '../../../packages/i18n/locales/ja.json';
import ko from '../../../packages/i18n/locales/ko.json';
import ptBR from '../../../packages/i18n/locales/pt-BR.json';
import ru from '../../../packages/i18n/locales/ru.json';
import zhCN from '../../../packages/i18n/locales/zh-CN.json';

type MailTexts = typeof en.missionaryMail;
/** The mail's texts live with every other text, in the nine locale files. */
const TEXTS: Record<string, MailTexts> = {
  en: en.missionaryMail,
  es: es.missionaryMail,
  fr: fr.missionaryMail,
  hi: hi.missionaryMail,
  ja: ja.missionaryMail,
  ko: ko.missionaryMail,
  'pt-BR': ptBR.missionaryMail,
  ru: ru.missionaryMail,
  'zh-CN': zhCN.missionaryMail,
};

/** The first of the missionary's languages Flow speaks, else English. */
export function mailLanguage(languages: readonly string[]): string {
  for (const code of languages) {
    if (TEXTS[code]) return code;
    const base = code.split('-')[0];
    const match = Object.keys(TEXTS).find((known) => known.split('-')[0] === base);
    if (match) return match;
  }
  return 'en';
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** "A prayer request is waiting for you", in the missionary's language, with a link to the dashboard. */
export function assignmentMail(to: string, displayName: string, languages: readonly string[], request: string, publicUrl: string): MailMessage {
  const t = TEXTS[mailLanguage(languages)]!;
  const link = `${publicUrl}/missionary-dashboard`;
  return {
    to,
    subject: t.subject,
    text: [fill(t.greeting, { name: displayName }), '', t.intro, '', request.replace(/^/gm, '> '), '', t.action, link, '', t.footer].join('\n'),
  };
}
