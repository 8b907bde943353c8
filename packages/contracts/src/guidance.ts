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

/**
 * Issue 18: what kind of care a guidance answer carries, for the UI to show the right help next to
 * it: `crisis` (hopelessness or danger to the writer: the crisis lines for the reader's country and
 * language), `abuse` (violence or danger at home: the emergency number and domestic-violence
 * lines), or null.
 */
export const GuidanceCare = z.enum(['crisis', 'abuse']);
export type GuidanceCare = z.infer<typeof GuidanceCare>;
/** Decodes a stored care value; anything unknown (or none) is no special care. */
export const guidanceCareOf = (value: string | null): GuidanceCare | null => {
  const parsed = GuidanceCare.safeParse(value);
  return parsed.success ? parsed.data : null;
};
