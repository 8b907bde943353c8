import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { detectLanguage, isLanguageCode, LANGUAGE_COOKIE, languageCodes, type LanguageCode } from '@flow/i18n/languages';
import { DAY_VERSE_SLOTS, withoutRepeatedRules, type DailyVerse } from '@flow/contracts';
import { fillDayVerse } from './day-page';
import { PICTURE_GUARDS, type PictureGuard } from './picture-guards';
import type { AppContext } from './http/types';

/**
 * Pages with their first screen already drawn (issue 17), as a visitor who is not signed in first
 * sees them (shell/src/first-screen.tsx lists them). The shell's build renders the header for each
 * page and the remotes' builds their main areas (community the home's welcome, billing its sign-in
 * cards and plans, content its static pages, missionary the War Room and the wizard), in every
 * language (`dist/first-screen.json`, see packages/build/first-screen.mjs); here they are put into
 * the shell's index.html once at boot. Pages of the day (the two verse pages) are filled in per day
 * when asked for (DayPages); a picture true for one state of the browser only is followed by its
 * guard (picture-guards.ts). The picture shows at the first paint, while ~200 KB of script loads;
 * the app takes it away in the commit that renders the real screen (packages/ui,
 * markFirstScreenRendered).
 */
interface Part {
  global: string;
  frame: string;
  /** `variants`: a page of the day's markup for a verse of another source than the Bible, by source. */
  languages: Record<string, { css: string; html: string; texts?: Record<string, string>; variants?: Record<string, string> }>;
  /**
   * false when a query can open another state of the page; a list names the only query parameters
   * that keep the picture true (packages/ui, FirstScreenPart).
   */
  withQuery?: boolean | string[];
  /** The deployment the picture holds for: `email-sign-in` unless sign-in is through OIDC. */
  needs?: 'email-sign-in';
  /** A page of the day: slots filled in when it is sent (day-page.ts). */
  day?: 'verse';
  /** A picture that holds only in one state of the browser: the guard sent after it (picture-guards.ts). */
  guard?: PictureGuard;
}
/** A build's first-screen.json: its part of each page it draws, by path. */
type Parts = Record<string, Part>;

export interface FirstScreenPage {
  language: LanguageCode;
  /**
   * Whether the page is drawn for a URL with a query too: always, never, or only when every
   * parameter is one of those listed (the screen's part decides).
   */
  withQuery: boolean | readonly string[];
  html: Buffer;
  etag: string;
  /** Compressed on first use and kept: nine pages at brotli's best level cost ~140 ms at boot. */
  encoded(encoding: 'br' | 'gzip'): Buffer;
}

function page(language: LanguageCode, html: Buffer, withQuery: boolean | readonly string[]): FirstScreenPage {
  const done: Partial<Record<'br' | 'gzip', Buffer>> = {};
  return {
    language,
    withQuery,
    html,
    etag: `"fs-${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
    encoded: (encoding) =>
      (done[encoding] ??=
        encoding === 'br'
          ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } })
          : zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION })),
  };
}

/** Whether a drawn page is true for a URL with this query string (`''` when it has none). */
export function drawnForQuery(drawn: Pick<FirstScreenPage, 'withQuery'>, querystring: string): boolean {
  if (querystring === '') return true;
  const { withQuery } = drawn;
  if (typeof withQuery === 'boolean') return withQuery;
  return [...new URLSearchParams(querystring).keys()].every((key) => withQuery.includes(key));
}

const ROOT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[^"]*">/;

/** A page of the day's screen as filled in for one day (day-page.ts). */
export interface DayFill {
  date: string;
  html: string;
  /** Markup after the picture: the day's data for the live screen and the guard. */
  after: string;
}

export function composeFirstScreenPage(indexHtml: string, shell: Part, screen: Part, language: LanguageCode, day?: DayFill): string | null {
  const after = day?.after ?? (screen.guard ? `<script>${PICTURE_GUARDS[screen.guard]}</script>` : '');
  const header = shell.languages[language];
  const main = screen.languages[language];
  if (!header || !main || !indexHtml.includes(ROOT) || !indexHtml.includes('</head>') || !HTML_LANG.test(indexHtml)) return null;
  const style = `<style>${shell.global}${shell.frame}${header.css}${withoutRepeatedRules(main.css, header.css)}</style>`;
  const dated = day ? ` data-date="${day.date}"` : '';
  const picture = `<div id="first-screen" data-lang="${language}"${dated} inert aria-hidden="true">${header.html}<main>${day ? day.html : main.html}</main></div>${after}`;
  return indexHtml
    .replace(HTML_LANG, `<html lang="${language}">`)
    .replace('</head>', `${style}</head>`)
    // A function, so `$&` and the like in a verse are not read as replacement patterns.
    .replace(ROOT, () => `${ROOT}${picture}`);
}

export type FirstScreenPages = Map<string, Map<LanguageCode, FirstScreenPage>>;

/** How long a page of the day is kept once drawn: the day's verse is fixed once chosen. */
const DAY_PAGE_TTL_MS = 10 * 60 * 1000;
/** Pages of the day kept at once: nine languages, a few days (the visitors' days straddle UTC's). */
const DAY_PAGES_KEPT = 64;

/**
 * Pages drawn for the visitor's day (`/daily-verse-detailed`): composed on first request for a
 * day and language from the day's verse, then kept a while, so the database is asked once per day
 * and language rather than per visit.
 */
export class DayPages {
  private readonly kept = new Map<string, { at: number; page: Promise<FirstScreenPage | null> }>();

  constructor(
    private readonly index: string,
    private readonly parts: ReadonlyMap<string, { header: Part; screen: Part }>,
    private readonly dailyVerse: (date: string) => Promise<DailyVerse>,
    private readonly clock: () => number = Date.now,
  ) {}

  has(pagePath: string): boolean {
    return this.parts.has(pagePath);
  }

  /** The page for `date` in `language`, or null when it cannot be drawn (then it is sent plain). */
  page(pagePath: string, language: LanguageCode, date: string): Promise<FirstScreenPage | null> {
    const key = `${pagePath} ${language} ${date}`;
    const at = this.clock();
    const found = this.kept.get(key);
    if (found && at - found.at < DAY_PAGE_TTL_MS) return found.page;
    const part = this.parts.get(pagePath);
    if (!part) return Promise.resolve(null);
    const page = this.draw(part, language, date);
    this.kept.delete(key);
    if (this.kept.size >= DAY_PAGES_KEPT) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { at, page });
    // A failure is not kept: the next visit asks again (unless a newer page took its place).
    void page.then((drawn) => {
      if (!drawn && this.kept.get(key)?.page === page) this.kept.delete(key);
    });
    return page;
  }

  /** Never rejects: a page that cannot be drawn (the database down) is sent plain. */
  private async draw({ header, screen }: { header: Part; screen: Part }, language: LanguageCode, date: string): Promise<FirstScreenPage | null> {
    try {
      const main = screen.languages[language];
      if (!main) return null;
      const verse = await this.dailyVerse(date);
      const filled = fillDayVerse(main.variants?.[verse.source] ?? main.html, main.texts ?? {}, verse, language);
      const text = composeFirstScreenPage(this.index, header, screen, language, { date, ...filled });
      return text === null ? null : page(language, Buffer.from(text), false);
    } catch {
      return null;
    }
  }
}

export interface FirstScreenOptions {
  /** The day's verse, for the pages of the day; without it they are sent plain. */
  dailyVerse?: (date: string) => Promise<DailyVerse>;
  /** Whether people sign in by e-mail link (no OIDC provider): /sign-in's picture shows its form. */
  emailSignIn?: boolean;
}

/**
 * Each drawn page in the nine languages, by path. A page is left out (served plain) when a build
 * has no part for it (a dev build, an older remote, or a part missing a language) or its part
 * does not hold for this deployment. Pages of the day are drawn per day (DayPages) when
 * `dailyVerse` is given.
 */
export function loadFirstScreenPages(
  shellDist: string,
  remoteDists: string[],
  { dailyVerse, emailSignIn = false }: FirstScreenOptions = {},
): { pages: FirstScreenPages; days: DayPages | null } {
  const pages: FirstScreenPages = new Map();
  const dayParts = new Map<string, { header: Part; screen: Part }>();
  const read = (dist: string): Parts | null => {
    try {
      return JSON.parse(fs.readFileSync(path.join(dist, 'first-screen.json'), 'utf8')) as Parts;
    } catch {
      return null;
    }
  };
  let index: string;
  try {
    index = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  } catch {
    return { pages, days: null };
  }
  const shell = read(shellDist);
  if (!shell) return { pages, days: null };
  for (const dist of remoteDists) {
    for (const [pagePath, screen] of Object.entries(read(dist) ?? {})) {
      const header = shell[pagePath];
      if (!header) continue;
      if (screen.needs === 'email-sign-in' && !emailSignIn) continue;
      // A guard this server does not know (a newer remote) could not be sent: the page goes plain.
      if (screen.guard && !Object.hasOwn(PICTURE_GUARDS, screen.guard)) continue;
      if (screen.day) {
        // A screen with a reflection needs its words in every language to fill it in.
        const complete = languageCodes.every((l) => screen.languages[l] && (screen.languages[l].texts || !screen.languages[l].html.includes(DAY_VERSE_SLOTS.reflection)));
        if (screen.day === 'verse' && complete) dayParts.set(pagePath, { header, screen });
        continue;
      }
      const languages = new Map<LanguageCode, FirstScreenPage>();
      for (const language of languageCodes) {
        const text = composeFirstScreenPage(index, header, screen, language);
        if (text !== null) languages.set(language, page(language, Buffer.from(text), screen.withQuery ?? true));
      }
      if (languages.size === languageCodes.length) pages.set(pagePath, languages);
    }
  }
  return { pages, days: dailyVerse && dayParts.size > 0 ? new DayPages(index, dayParts, dailyVerse) : null };
}

/** The visitor's language: their saved choice (the cookie the shell keeps), else their browser's. */
export function firstScreenLanguage(ctx: AppContext): LanguageCode {
  const saved = ctx.cookies.get(LANGUAGE_COOKIE);
  if (isLanguageCode(saved)) return saved;
  return detectLanguage(null, ctx.acceptsLanguages());
}
