import type { TranslationLanguage } from '@flow/contracts';

export interface ProviderTranslation {
  text: string;
  /** The source language the provider found, in its own code, when it says. */
  detectedLanguage: string | null;
}

/** One way of translating a text into one of the interface languages. */
export interface TranslationProvider {
  readonly name: 'libretranslate' | 'openai';
  translate(text: string, target: TranslationLanguage): Promise<ProviderTranslation>;
}

/** The provider failed or answered something unusable; the reader keeps the original text. */
export class TranslationProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TranslationProviderError';
  }
}
