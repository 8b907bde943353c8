/*
 * Build-time rendering of a part of the first screen (issue 17): the shell's header and the home
 * page's welcome are rendered to HTML once per language when their app is built, so the server
 * can send a picture of them with the page itself instead of after ~250 KB of script. Used only
 * by the builds (`@flow/ui/first-screen-render`, run by packages/build/first-screen.mjs); never
 * bundled for the browser.
 */
import { withoutRepeatedRules } from '@flow/contracts';
import { changeLanguage, i18n, initI18n, languageCodes, type LanguageCode } from '@flow/i18n';
import type { ParseKeys } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import { SERVER_FIRST_SCREEN_ID } from './deferred/firstScreen';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

export interface FirstScreenPart {
  /** The page-wide rules (the same GlobalStyle the app injects): safe to send twice. */
  global: string;
  /**
   * The picture's own box: over the page (above the live header, below menus, dialogs and
   * toasts), letting every press through to the live page being built beneath it. Its welcome is
   * opaque; its header too until the live one replaces it (`dismissServerHeader`).
   */
  frame: string;
  /**
   * Per language: the part's rules, every selector under #first-screen, and its markup; for a
   * page of the day, the texts the server may fill in (by i18n key).
   */
  languages: Record<LanguageCode, { css: string; html: string; texts?: Record<string, string>; variants?: Record<string, string> }>;
  /**
   * A page of the day (`/daily-verse-detailed`, `/daily-verse`): its markup holds DAY_VERSE_SLOTS,
   * which the server fills in with the visitor's day when it sends the page. Its `variants`, if
   * any, are its markup for each source of the verse other than the Bible (Today's Manna's badge
   * reads Torah and is styled apart), chosen by the server for the day's verse.
   */
  day?: 'verse';
  /**
   * false when a query can open another state of the page (`/missionaries?join=1` opens a form):
   * the server then sends such a URL plain, rather than a picture swapped for another screen. A
   * list names the only query parameters that leave the first screen as drawn (`/sign-in`'s
   * `returnTo`); any other sends the page plain.
   */
  withQuery?: boolean | readonly string[];
  /**
   * The deployment this picture holds for: `email-sign-in` when it shows the e-mail link form,
   * which a deployment signing in through an OIDC provider does not show (the server then sends
   * the page plain).
   */
  needs?: 'email-sign-in';
  /**
   * A picture that holds only for a browser in a given state: `notifications` (/notification-settings
   * as a browser shows it that has saved no reminder settings and was never asked for permission).
   * The server sends a guard after it that takes it away before the first paint otherwise.
   */
  guard?: 'notifications';
}

const styleText = (sheet: ServerStyleSheet) =>
  sheet
    .getStyleElement()
    .map((el) => (el.props as { dangerouslySetInnerHTML?: { __html: string } }).dangerouslySetInnerHTML?.__html ?? '')
    .join('');

/**
 * The picture must not be a second copy of the page for keyboards, readers or the DOM: ids get a
 * prefix (the live page uses the same ones) and nothing in it can take focus.
 */
export function quieten(html: string): string {
  return html
    .replace(/\s(id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]+)"/g, (_m, attr: string, value: string) => ` ${attr}="${value.split(' ').map((v) => `fs-${v}`).join(' ')}"`)
    .replace(/url\(#/g, 'url(#fs-')
    .replace(/href="#/g, 'href="#fs-')
    .replace(/\sdata-testid="[^"]*"/g, '')
    .replace(/<(a|button|input|textarea|select)(\s|>)/g, '<$1 tabindex="-1"$2');
}

/** `texts`: i18n keys whose text, in each language, goes with the part (for the server to fill in). */
export async function renderFirstScreenPart(render: () => ReactElement, texts: readonly ParseKeys[] = []): Promise<FirstScreenPart> {
  await initI18n({ language: 'en' });
  const globalSheet = new ServerStyleSheet();
  renderToString(
    globalSheet.collectStyles(
      <ThemeProvider theme={theme}>
        <GlobalStyle />
      </ThemeProvider>,
    ),
  );
  const global = styleText(globalSheet);
  globalSheet.seal();

  const languages = {} as FirstScreenPart['languages'];
  for (const language of languageCodes) {
    await changeLanguage(language, { persist: false });
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <StyleSheetManager namespace={`#${SERVER_FIRST_SCREEN_ID}`}>
            <ThemeProvider theme={theme}>{render()}</ThemeProvider>
          </StyleSheetManager>,
        ),
      );
      languages[language] = { css: styleText(sheet), html: quieten(html) };
      if (texts.length > 0) languages[language].texts = Object.fromEntries(texts.map((key) => [key, i18n.t(key)]));
    } finally {
      sheet.seal();
    }
  }
  const frame = `#${SERVER_FIRST_SCREEN_ID}{position:absolute;top:0;left:0;width:100%;z-index:${theme.zIndices.header};pointer-events:none}#${SERVER_FIRST_SCREEN_ID}>main{background:${theme.colors.background}}`;
  return { global, frame, languages };
}

/**
 * One part drawn as several variants of its markup (`renders`' first key is the part's `html`,
 * the others its `variants`), with the rules of them all, each once.
 */
export async function renderFirstScreenVariants(renders: Record<string, () => ReactElement>, texts: readonly ParseKeys[] = []): Promise<FirstScreenPart> {
  const [first, ...others] = Object.keys(renders);
  const base = await renderFirstScreenPart(renders[first], texts);
  for (const key of others) {
    const variant = await renderFirstScreenPart(renders[key]);
    for (const language of languageCodes) {
      const into = base.languages[language];
      into.css += withoutRepeatedRules(variant.languages[language].css, into.css);
      into.variants = { ...into.variants, [key]: variant.languages[language].html };
    }
  }
  return base;
}
