import { z } from 'zod';
import { POST_MAX_LENGTH } from './limits';
import { userText } from './text';

/**
 * Spec 000 §3/§7: the grammar check of the prayer-request form. The post composer's "AI preview"
 * uses the same call with `mode: 'enhance'`, which also takes out personal details so the text
 * stays anonymous.
 */
export const GrammarPreviewMode = z.enum(['grammar', 'enhance']);
export type GrammarPreviewMode = z.infer<typeof GrammarPreviewMode>;

export const GrammarPreviewBody = z.object({
  content: userText({ max: POST_MAX_LENGTH, what: 'Text' }),
  mode: GrammarPreviewMode.default('grammar'),
});
export type GrammarPreviewBody = z.infer<typeof GrammarPreviewBody>;

export const GrammarPreviewResult = z.object({
  original: z.string(),
  corrected: z.string(),
  hasChanges: z.boolean(),
});
export type GrammarPreviewResult = z.infer<typeof GrammarPreviewResult>;
