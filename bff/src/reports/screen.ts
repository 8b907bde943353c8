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

/**
 * Neutral texts in each script the screening reads. None matches anything, so every language's
 * patterns are tried on them.
 */
const WARM_TEXTS = [
  'A quiet morning with my family, thank you for the prayers.',
  'Una mañana tranquila con mi familia, gracias por las oraciones.',
  'Спокойное утро с семьёй, спасибо за молитвы.',
  '和家人一起度过了一个安静的早晨，谢谢你们的祷告。',
  '가족과 함께 조용한 아침을 보냈어요. 기도해 주셔서 감사합니다.',
  '家族と静かな朝を過ごしました。お祈りに感謝します。',
  'परिवार के साथ एक शांत सुबह, प्रार्थनाओं के लिए धन्यवाद।',
];

/**
 * V8 compiles a regular expression on its first use, and the screening has thousands: the first
 * post after a boot held the event loop for about half a second, stalling every request beside it
 * (long enough for Redis commands to time out and signed-in requests to answer 503). The server
 * runs this before it listens. Returns how long it took, for the boot log.
 */
export function warmScreening(): number {
  const started = performance.now();
  for (const text of WARM_TEXTS) screenContent(text);
  return Math.round(performance.now() - started);
}
