import fs from 'node:fs';
import path from 'node:path';
import { normalize } from '@flow/safety';
import type { GuidanceCare } from '@flow/contracts';
import { findRepoRoot } from '../paths';

/**
 * Second opinions for the distress tier: linear models over character n-grams of the normalised
 * text, across the nine languages: logistic regressions for crisis care and for plans (1–6-grams),
 * naive Bayes log-count ratios for abuse care and the other narrower questions below (2–5), trained by
 * `scripts/train-distress-model.ts` on the labelled texts in `eval/` (distress.json,
 * labelled.json and the files of `DEV_FILES` in scripts/distress-sets.ts; never the held-out
 * must-never sets, the validation set, probe-4.json, train-15.json or train-16.json) and committed as
 * `distress-model.json`.
 *
 * Word lists catch the phrasings someone thought of; n-grams also catch the neighbours of those
 * phrasings ("wouldn't be here in the morning" beside "not wake up"). The models only add care
 * where the word families found none and the text is not a bereavement, a fear of dying, a story
 * of recovery or a figure of speech, and only above a threshold: for crisis care, the score 3 % of
 * the ordinary training texts reach when each is scored by a model trained without it; for abuse
 * care, 1 % of a set-aside fifth and half a point above the most alarming ordinary training text.
 * The crisis threshold gives up that margin on purpose (docs/ai.md, sixth and eighth passes): a
 * missed crisis leaves a person without help, a crisis reply to a sad text only offers lines it did
 * not need. Holding a post is another matter: a crisis only the model reads is held as a plan only
 * above `holdThreshold`, the stricter 0.5 % score.
 */
export interface DistressModel {
  n: [number, number];
  threshold: number;
  /**
   * How the weights were learnt. Absent: naive Bayes log-count ratios, summed over the n-grams the
   * model knows and scaled by the square root of their number. `logistic`: an L2-regularised
   * logistic regression over the same n-grams, scored as `bias` plus the known weights, scaled by
   * the square root of every n-gram of the text (docs/ai.md, twenty-first pass: out of fold the
   * crisis regression on 1–6-grams caught 75 % of the crisis texts the word families missed where
   * naive Bayes caught 63 %, at the same share of ordinary texts).
   */
  kind?: 'logistic';
  bias?: number;
  /**
   * Crisis model only: the higher score above which a crisis the word families did not read may be
   * held as a plan (holding keeps a post off the wall; the crisis reply only offers lines).
   */
  holdThreshold?: number;
  weights: Record<string, number>;
}

/** Crisis first: a text in danger and at home in danger needs the crisis lines before the others. */
export interface CareModels {
  crisis: DistressModel;
  abuse: DistressModel;
  /**
   * Asked only of a text that gets crisis care: whether it reads as a plan (a date chosen, a means
   * kept, "everything's ready") rather than hopelessness, to hold it for review like the plans the
   * word families recognise. Trained on crisis texts alone, labelled as to a hold.
   */
  plan?: DistressModel;
  /**
   * Asked only of a text needing no care: whether it tells a wrong the writer did (a theft, a lie,
   * a betrayal, a promise broken), however it is worded, so the guilt reply leads. Trained on the
   * texts needing no care, labelled with their theme.
   */
  guilt?: DistressModel;
  /**
   * Asked only of a text the word families read as a crisis without a plan: whether it is a story
   * of recovery told in words the families do not know ("I used to think I was a burden to
   * everyone; with my therapist I understood it was not true"). Trained on crisis texts and stories
   * of recovery; its threshold lets very few crisis texts through.
   */
  recovered?: DistressModel;
}

/** The distinct character n-grams of a text, normalised like the word families read it. */
export function grams(text: string, [min, max]: [number, number]): Set<string> {
  const padded = ` ${normalize(text).replace(/[\p{P}\p{S}]+/gu, ' ').replace(/\s+/g, ' ').trim()} `;
  const found = new Set<string>();
  for (let n = min; n <= max; n++) {
    for (let i = 0; i + n <= padded.length; i++) {
      const gram = padded.slice(i, i + n);
      if (gram.trim()) found.add(gram);
    }
  }
  return found;
}

/** How strongly the model reads its label in the text (see `DistressModel.kind`). */
export function score(model: Pick<DistressModel, 'n' | 'weights' | 'kind' | 'bias'>, text: string): number {
  let sum = 0;
  let known = 0;
  const found = grams(text, model.n);
  for (const gram of found) {
    const w = model.weights[gram];
    if (w === undefined) continue;
    sum += w;
    known++;
  }
  // A logistic model learnt its weights with every n-gram in the denominator: an unknown n-gram
  // dilutes the known ones, so a long ordinary text with one dark phrase stays below the line.
  if (model.kind === 'logistic') return (model.bias ?? 0) + (found.size ? sum / Math.sqrt(found.size) : 0);
  return known ? sum / Math.sqrt(known) : Number.NEGATIVE_INFINITY;
}

/** Where `scripts/train-distress-model.ts` writes the models. */
export const CARE_MODELS_FILE = path.join(findRepoRoot(), 'bff/src/platform/ai/distress-model.json');

// Parsed at run time rather than bundled: as a 5 MB object literal inside the server's bundle the
// models cost about 40 MB more resident memory than the same JSON parsed (docs/performance.md,
// "Memory at rest").
export const CARE_MODELS = JSON.parse(fs.readFileSync(CARE_MODELS_FILE, 'utf8')) as CareModels;

/** The care the models read in a text (above their thresholds), crisis before abuse. */
export function modelCare(text: string, models: CareModels = CARE_MODELS): GuidanceCare | null {
  if (score(models.crisis, text) > models.crisis.threshold) return 'crisis';
  if (score(models.abuse, text) > models.abuse.threshold) return 'abuse';
  return null;
}

/** Whether the plan model reads a crisis text as told with a plan. */
export function modelSeesPlan(text: string, models: CareModels = CARE_MODELS): boolean {
  return models.plan !== undefined && score(models.plan, text) > models.plan.threshold;
}

/** Whether the guilt model reads a text needing no care as a wrong the writer did. */
export function modelSeesGuilt(text: string, models: CareModels = CARE_MODELS): boolean {
  return models.guilt !== undefined && score(models.guilt, text) > models.guilt.threshold;
}

/** Whether the recovery model reads a crisis text as a story of recovery. */
export function modelSeesRecovery(text: string, models: CareModels = CARE_MODELS): boolean {
  return models.recovered !== undefined && score(models.recovered, text) > models.recovered.threshold;
}

/** Whether the crisis model reads the text as a crisis. */
export function modelSeesCrisis(text: string, models: CareModels = CARE_MODELS): boolean {
  return score(models.crisis, text) > models.crisis.threshold;
}

/** Whether the crisis model is sure enough of a crisis to hold a plan the word families did not read. */
export function modelSureOfCrisis(text: string, models: CareModels = CARE_MODELS): boolean {
  return score(models.crisis, text) > (models.crisis.holdThreshold ?? models.crisis.threshold);
}
