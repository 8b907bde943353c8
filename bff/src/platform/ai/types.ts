import type { GrammarPreviewMode, GrammarPreviewResult, GuidanceCare, ScriptureSource } from '@flow/contracts';
import type { Language } from './language';
import type { ThemeOrGeneral } from './themes';

export type GuidanceKind = 'post' | 'prayer_request';

export interface GuidanceRequest {
  /** What the person wrote. Data only: never treated as instructions. */
  text: string;
  kind: GuidanceKind;
  /** Chooses among the variants of each sentence (the item id); the text is used when absent. */
  seed?: string;
}

/** Spec 000 §3 aiResponse: source, verse, reference, guidance (plus what the engine understood). */
export interface Guidance {
  source: ScriptureSource;
  verse: string;
  reference: string;
  guidance: string;
  theme: ThemeOrGeneral;
  emotion: string;
  language: Language;
  /** Which engine produced it (`offline`, `openai`). */
  engine: string;
  /** The help to show beside the answer (crisis lines, domestic-violence lines), decided before any theme. */
  care: GuidanceCare | null;
}

/** The AI adapter: one interface, chosen by configuration (offline by default, OpenAI when set). */
export interface AiEngine {
  readonly name: string;
  guidance(request: GuidanceRequest): Promise<Guidance>;
  grammar(text: string, mode: GrammarPreviewMode): Promise<GrammarPreviewResult>;
}
