import type { Cache } from '../platform/cache';
import type { TranslationConfig } from '../platform/config';
import type { Logger } from '../platform/logger';
import { LibreTranslateProvider } from './libretranslate';
import { OpenAiTranslationProvider } from './openai';
import type { TranslationProvider } from './provider';
import { TranslationService } from './translation.service';

export { translationRoutes } from './translation.routes';
export { TranslationService } from './translation.service';

export function createTranslationProvider(config: TranslationConfig): TranslationProvider | null {
  switch (config.provider) {
    case 'libretranslate':
      return new LibreTranslateProvider(config);
    case 'openai':
      return new OpenAiTranslationProvider(config);
    default:
      return null;
  }
}

export function createTranslation(config: TranslationConfig, cache: Cache, logger: Logger): TranslationService {
  return new TranslationService(createTranslationProvider(config), cache, logger);
}
