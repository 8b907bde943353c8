import type { ScriptureLibrary } from '@flow/scripture';
import type { Logger } from '../logger';
import { FallbackEngine } from './fallback';
import { OfflineGrammar } from './grammar';
import type { Language } from './language';
import { OfflineEngine } from './offline';
import { OpenAiEngine } from './openai';
import type { AiEngine } from './types';

export type { AiEngine, Guidance, GuidanceKind, GuidanceRequest } from './types';

export interface AiConfig {
  openai: { apiKey: string; baseUrl: string | null; model: string } | null;
  timeoutMs: number;
  spellingLanguages: Language[];
}

export interface Ai {
  engine: AiEngine;
  offline: OfflineEngine;
  grammar: OfflineGrammar;
}

/** Offline by default; OpenAI (falling back to offline on any failure) when a key is configured. */
export function createAi(config: AiConfig, deps: { library: ScriptureLibrary; logger: Logger; resolveFrom: string }): Ai {
  const grammar = new OfflineGrammar(deps.resolveFrom, config.spellingLanguages);
  const offline = new OfflineEngine(deps.library, grammar);
  const engine = config.openai
    ? new FallbackEngine(
        new OpenAiEngine({ ...config.openai, timeoutMs: config.timeoutMs }, deps.library),
        offline,
        deps.logger,
      )
    : offline;
  return { engine, offline, grammar };
}
