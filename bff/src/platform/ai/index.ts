import path from 'node:path';
import type { ScriptureLibrary } from '@flow/scripture';
import type { Logger } from '../logger';
import { FallbackEngine } from './fallback';
import { GrammarPool, grammarWorkerFile, type GrammarPoolConfig } from './grammar-pool';
import type { Language } from './language';
import { OfflineEngine } from './offline';
import { OpenAiEngine } from './openai';
import type { AiEngine } from './types';

export type { AiEngine, Guidance, GuidanceKind, GuidanceRequest } from './types';

export interface AiConfig {
  openai: { apiKey: string; baseUrl: string | null; model: string } | null;
  timeoutMs: number;
  spellingLanguages: Language[];
  /** Where and how much spelling runs (worker threads, caps, time limits). */
  grammar: GrammarPoolConfig;
}

export interface Ai {
  engine: AiEngine;
  offline: OfflineEngine;
  /** Start it at boot (the threads load the dictionaries) and close it with the server. */
  grammar: GrammarPool;
}

/** Offline by default; OpenAI (falling back to offline on any failure) when a key is configured. */
export function createAi(config: AiConfig, deps: { library: ScriptureLibrary; logger: Logger; resolveFrom: string }): Ai {
  const { maxWordLength, maxSuggestions } = config.grammar;
  const grammar = new GrammarPool(
    config.grammar,
    {
      file: grammarWorkerFile(path.dirname(deps.resolveFrom)),
      data: { resolveFrom: deps.resolveFrom, languages: config.spellingLanguages, limits: { maxWordLength, maxSuggestions } },
    },
    deps.logger,
  );
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
