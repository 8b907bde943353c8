import { filterContent } from '@flow/safety';

export interface Screened {
  /** What is stored. */
  content: string;
  /** Self-harm: kept off the wall for human review, stored as written so reviewers can help. */
  held: boolean;
  /** Words were replaced or softened (not only capitals and the final stop tidied). */
  reworded: boolean;
}

/** The server's run of the shared content filter; the browser's copy is only a preview. */
export function screenContent(input: string): Screened {
  const result = filterContent(input);
  if (result.verdict === 'self_harm') return { content: input.trim(), held: true, reworded: false };
  return { content: result.text, held: false, reworded: result.verdict !== 'clean' };
}
