import { workerData } from 'node:worker_threads';
import type { GrammarPreviewResult } from '@flow/contracts';
import { OfflineGrammar } from './grammar';
import type { GrammarTask, GrammarWorkerData } from './grammar-pool';

const data = workerData as GrammarWorkerData;
const grammar = new OfflineGrammar(data.resolveFrom, data.languages, data.limits);
// Loaded as the thread starts (piscina hands it tasks only afterwards), so the first check
// after boot does not pay for it.
grammar.warm();

export default function correct(task: GrammarTask): GrammarPreviewResult | null {
  if ('warm' in task) return null;
  return grammar.correct(task.text, task.mode, undefined, { deadline: task.deadline });
}
