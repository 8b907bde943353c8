import { filterContent } from '@flow/safety';
import { heldAsPlan } from '../platform/ai/offline';

export interface Screened {
  /** What is stored. */
  content: string;
  /** Self-harm: kept off the wall for human review, stored as written so reviewers can help. */
  held: boolean;
  /** Words were replaced or softened (not only capitals and the final stop tidied). */
  reworded: boolean;
}

/**
 * The server's run of the shared content filter; the browser's copy is only a preview. Whether a
 * text is held is decided here alone (the filter's self-harm verdict: its words, or a crisis the
 * distress tier reads as told with a plan; and, on the server only, a crisis the plan model reads
 * as a plan), and `npm run eval:ai` measures holds through this function too.
 */
export function screenContent(input: string): Screened {
  const result = filterContent(input);
  if (result.verdict === 'self_harm' || heldAsPlan(input)) return { content: input.trim(), held: true, reworded: false };
  return { content: result.text, held: false, reworded: result.verdict !== 'clean' };
}
