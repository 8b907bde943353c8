import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { detectLanguage, isLanguageCode, LANGUAGE_COOKIE, languageCodes, type LanguageCode } from '@flow/i18n/languages';
import type { AppContext } from './http/types';

/**
 * The home page with its first screen already drawn (issue 17). The shell's build renders the
 * header and community's build the welcome, in every language (`dist/first-screen.json`, see
 * packages/build/first-screen.mjs); here they are put into the shell's index.html once at boot.
 * The picture shows at the first paint, while ~250 KB of script loads; the app takes it away in
 * the commit that renders the real screen (packages/ui, markFirstScreenRendered).
 */
interface Part {
  global: string;
  frame: string;
  languages: Record<string, { css: string; html: string }>;
}

export interface FirstScreenPage {
  language: LanguageCode;
  html: Buffer;
  etag: string;
  /** Compressed on first use and kept: nine pages at brotli's best level cost ~140 ms at boot. */
  encoded(encoding: 'br' | 'gzip'): Buffer;
}

function page(language: LanguageCode, html: Buffer): FirstScreenPage {
  const done: Partial<Record<'br' | 'gzip', Buffer>> = {};
  return {
    language,
    html,
    etag: `"fs-${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
    encoded: (encoding) =>
      (done[encoding] ??=
        encoding === 'br'
          ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } })
          : zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION })),
  };
}

const ROOT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[^"]*">/;

export function composeFirstScreenPage(indexHtml: string, shell: Part, community: Part, language: LanguageCode): string | null {
  const header = shell.languages[language];
  const welcome = community.languages[language];
  if (!header || !welcome || !indexHtml.includes(ROOT) || !indexHtml.includes('</head>') || !HTML_LANG.test(indexHtml)) return null;
  const style = `<style>${shell.global}${shell.frame}${header.css}${welcome.css}</style>`;
  const picture = `<div id="first-screen" data-lang="${language}" inert aria-hidden="true">${header.html}<main>${welcome.html}</main></div>`;
  return indexHtml
    .replace(HTML_LANG, `<html lang="${language}">`)
    .replace('</head>', `${style}</head>`)
    .replace(ROOT, `${ROOT}${picture}`);
}

/** The nine pages, or null when a build has no first screen (a dev build, an older remote). */
export function loadFirstScreenPages(shellDist: string, communityDist: string): Map<LanguageCode, FirstScreenPage> | null {
  try {
    const index = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
    const shell = JSON.parse(fs.readFileSync(path.join(shellDist, 'first-screen.json'), 'utf8')) as Part;
    const community = JSON.parse(fs.readFileSync(path.join(communityDist, 'first-screen.json'), 'utf8')) as Part;
    const pages = new Map<LanguageCode, FirstScreenPage>();
    for (const language of languageCodes) {
      const text = composeFirstScreenPage(index, shell, community, language);
      if (text === null) return null;
      pages.set(language, page(language, Buffer.from(text)));
    }
    return pages;
  } catch {
    return null;
  }
}

/** The visitor's language: their saved choice (the cookie the shell keeps), else their browser's. */
export function firstScreenLanguage(ctx: AppContext): LanguageCode {
  const saved = ctx.cookies.get(LANGUAGE_COOKIE);
  if (isLanguageCode(saved)) return saved;
  return detectLanguage(null, ctx.acceptsLanguages());
}
