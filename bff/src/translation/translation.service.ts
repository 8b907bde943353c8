import { createHash } from 'node:crypto';
import { TRANSLATION_CONFIDENCE, type TranslateBody, type TranslateResult } from '@flow/contracts';
import type { Cache } from '../platform/cache';
import { NotFoundError, ServiceUnavailableError } from '../platform/http/errors';
import type { Logger } from '../platform/logger';
import type { TranslationProvider } from './provider';

/** Posts do not change once written, so a translation stays good; the TTL only bounds the cache. */
export const TRANSLATION_CACHE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const TRANSLATION_UNAVAILABLE = 'Translation is not available right now. The original text is shown.';
export const TRANSLATION_NOT_OFFERED = 'This server does not translate posts. The original text is shown.';

/**
 * Translations for readers who consented (spec 000 §4, §8). One cache entry per text and target
 * language, shared by every instance, so a popular post is sent to the provider once.
 */
export class TranslationService {
  constructor(
    private readonly provider: TranslationProvider | null,
    private readonly cache: Cache,
    private readonly logger: Logger,
  ) {}

  get available(): boolean {
    return this.provider !== null;
  }

  async translate({ text, target }: TranslateBody): Promise<TranslateResult> {
    // No provider configured is not an outage (nothing will come back by retrying): the feature is
    // simply not here, and GET /api/translation already said so.
    if (!this.provider) throw new NotFoundError(TRANSLATION_NOT_OFFERED);
    const key = `translation:${target}:${createHash('sha256').update(text).digest('base64url')}`;
    // A cache outage must not stop translations: treat it as a miss.
    const cached = await this.cache.get(key).catch(() => null);
    if (cached) {
      try {
        return JSON.parse(cached) as TranslateResult;
      } catch {
        // A damaged entry is simply translated again.
      }
    }
    let result: TranslateResult;
    try {
      const translated = await this.provider.translate(text, target);
      result = { translatedText: translated.text, target, detectedLanguage: translated.detectedLanguage, confidence: TRANSLATION_CONFIDENCE };
    } catch (err) {
      this.logger.warn({ err: err instanceof Error ? err.message : String(err), provider: this.provider.name }, 'translation failed');
      throw new ServiceUnavailableError(TRANSLATION_UNAVAILABLE);
    }
    await this.cache.set(key, JSON.stringify(result), TRANSLATION_CACHE_TTL_MS).catch(() => undefined);
    return result;
  }
}
