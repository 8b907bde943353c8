import { z } from 'zod';
import { TRANSLATION_MAX_LENGTH, TRANSLATION_MIN_LENGTH } from './constants';
import { endpoint } from './endpoint';

export const TRANSLATION_LANGUAGES = ['en', 'pt-BR', 'es', 'fr', 'zh-CN', 'ko', 'ja', 'hi', 'ru'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export const TranslateBody = z.object({
  text: z
    .string({ error: 'Send the text to translate' })
    .trim()
    .min(TRANSLATION_MIN_LENGTH, `Text to translate must be at least ${TRANSLATION_MIN_LENGTH} characters`)
    .max(TRANSLATION_MAX_LENGTH, `Text to translate must be at most ${TRANSLATION_MAX_LENGTH} characters`),
  target: z.enum(TRANSLATION_LANGUAGES, { error: 'target must be one of the interface languages' }),
});
export type TranslateBody = z.infer<typeof TranslateBody>;

export const TranslateResult = z.object({
  translatedText: z.string(),
  target: z.enum(TRANSLATION_LANGUAGES),
  /** The language the provider found the text to be in, when it says. */
  detectedLanguage: z.string().nullable(),
  confidence: z.number().min(0).max(1),
});
export type TranslateResult = z.infer<typeof TranslateResult>;

/** Whether this server can translate at all: without a provider the Translate action is not offered. */
export const TranslationStatus = z.object({ available: z.boolean() });
export type TranslationStatus = z.infer<typeof TranslationStatus>;

export const translationEndpoints = {
  translationStatus: endpoint('GET', '/api/translation', undefined, TranslationStatus),
  translate: endpoint('POST', '/api/translate', TranslateBody, TranslateResult),
} as const;
