import type { TranslationLanguage } from '@flow/contracts';
import { z } from 'zod';
import { TranslationProviderError, type ProviderTranslation, type TranslationProvider } from './provider';

export interface LibreTranslateOptions {
  /** Base URL of the server, e.g. http://translate.internal:5000 (its API is under it). */
  url: string;
  apiKey: string | null;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const Answer = z.object({
  translatedText: z.string(),
  detectedLanguage: z.object({ language: z.string() }).partial().nullish(),
});
const Languages = z.array(z.object({ code: z.string() }));

/*
 * Interface languages in LibreTranslate's codes, the preferred code first. Servers before 1.6
 * know Chinese only as `zh` and Portuguese only as `pt`; newer ones add `zh-Hans` and `pt-BR`.
 */
const CANDIDATES: Record<TranslationLanguage, string[]> = {
  en: ['en'],
  'pt-BR': ['pt-BR', 'pt'],
  es: ['es'],
  fr: ['fr'],
  'zh-CN': ['zh-Hans', 'zh'],
  ko: ['ko'],
  ja: ['ja'],
  hi: ['hi'],
  ru: ['ru'],
};

/** A self-hosted LibreTranslate server (POST /translate with `source: auto`). */
export class LibreTranslateProvider implements TranslationProvider {
  readonly name = 'libretranslate' as const;
  private readonly base: string;
  private readonly fetch: typeof fetch;
  private codes: Promise<Set<string> | null> | null = null;

  constructor(private readonly options: LibreTranslateOptions) {
    this.base = options.url.replace(/\/+$/, '');
    this.fetch = options.fetch ?? fetch;
  }

  async translate(text: string, target: TranslationLanguage): Promise<ProviderTranslation> {
    const body: Record<string, string> = { q: text, source: 'auto', target: await this.codeFor(target), format: 'text' };
    if (this.options.apiKey) body.api_key = this.options.apiKey;
    const json = await this.call('/translate', { method: 'POST', body: JSON.stringify(body) });
    const parsed = Answer.safeParse(json);
    if (!parsed.success) throw new TranslationProviderError('LibreTranslate answered without a translation');
    const detected = parsed.data.detectedLanguage?.language ?? null;
    return { text: parsed.data.translatedText, detectedLanguage: detected && detected !== 'auto' ? detected : null };
  }

  /** The server's code for a language, learnt once from GET /languages (a failed look-up is retried later). */
  private async codeFor(target: TranslationLanguage): Promise<string> {
    this.codes ??= this.call('/languages', { method: 'GET' })
      .then((json) => {
        const parsed = Languages.safeParse(json);
        return parsed.success ? new Set(parsed.data.map((l) => l.code)) : null;
      })
      .catch(() => {
        this.codes = null;
        return null;
      });
    const known = await this.codes;
    const candidates = CANDIDATES[target];
    return candidates.find((c) => known?.has(c)) ?? candidates[candidates.length - 1];
  }

  private async call(path: string, init: { method: string; body?: string }): Promise<unknown> {
    let res: Response;
    try {
      res = await this.fetch(`${this.base}${path}`, {
        ...init,
        headers: init.body ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      throw new TranslationProviderError(`LibreTranslate could not be reached (${path})`, { cause: err });
    }
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).slice(0, 200);
      throw new TranslationProviderError(`LibreTranslate answered ${res.status} for ${path}: ${detail}`);
    }
    try {
      return await res.json();
    } catch (err) {
      throw new TranslationProviderError(`LibreTranslate answered ${path} with something other than JSON`, { cause: err });
    }
  }
}
