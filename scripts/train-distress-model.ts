// `npx tsx scripts/train-distress-model.ts`: trains the distress tier's second opinion
// (bff/src/platform/ai/distress-model.ts) and writes bff/src/platform/ai/distress-model.json.
//
// Training texts: eval/distress.json, eval/labelled.json, eval/dev-set.json and eval/dev-set-2.json.
// Never the held-out must-never*.json sets, eval/validation-set.json nor eval/probe-4.json, which
// exist to measure what was not seen.
// Deterministic: counting only, so a re-run on the same texts writes the same file.
import fs from 'node:fs';
import path from 'node:path';
import { grams, score, type DistressModel } from '../bff/src/platform/ai/distress-model';

const evalDir = path.join(process.cwd(), 'bff/src/platform/ai/eval');
const read = <T>(f: string): T => JSON.parse(fs.readFileSync(path.join(evalDir, f), 'utf8'));
const N: [number, number] = [2, 4];
/** Highest share of ordinary texts the model may flag among texts it was not trained on. */
const MAX_FP = 0.01;
/** Weights nearer zero than this say little and weigh a lot in the file. */
const KEEP = 0.3;

interface Row {
  text: string;
  y: boolean;
}
const rows: Row[] = [
  ...read<Array<{ text: string; care: string | null }>>('distress.json').map((r) => ({ text: r.text, y: r.care === 'crisis' })),
  ...read<Array<{ text: string }>>('labelled.json').map((r) => ({ text: r.text, y: false })),
  ...['dev-set.json', 'dev-set-2.json'].flatMap((f) =>
    read<Array<{ text: string; expect: { care?: string | null } }>>(f).map((r) => ({ text: r.text, y: r.expect.care === 'crisis' })),
  ),
];

function train(data: Row[]): Record<string, number> {
  const pos = new Map<string, number>();
  const neg = new Map<string, number>();
  let positives = 0;
  for (const r of data) {
    const counts = r.y ? pos : neg;
    if (r.y) positives++;
    for (const g of grams(r.text, N)) counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  const negatives = data.length - positives;
  const weights: Record<string, number> = {};
  for (const g of new Set([...pos.keys(), ...neg.keys()])) {
    const p = pos.get(g) ?? 0;
    const q = neg.get(g) ?? 0;
    // Seen once is chance; add-half smoothing keeps unseen-on-one-side grams finite.
    if (p + q < 2) continue;
    const w = Math.log((p + 0.5) / (positives + 1) / ((q + 0.5) / (negatives + 1)));
    if (Math.abs(w) >= KEEP) weights[g] = Math.round(w * 100) / 100;
  }
  return weights;
}

// The threshold comes from a split: every fifth text is set aside, the rest trains, and the
// threshold is the score that flags at most MAX_FP of the set-aside ordinary texts.
const aside = rows.filter((_, i) => i % 5 === 0);
const trial = { n: N, weights: train(rows.filter((_, i) => i % 5 !== 0)) };
const ordinary = aside.filter((r) => !r.y).map((r) => score(trial, r.text)).sort((a, b) => b - a);
const splitThreshold = Math.round(ordinary[Math.floor(MAX_FP * ordinary.length)] * 100) / 100;
const crisis = aside.filter((r) => r.y);
const found = crisis.filter((r) => score(trial, r.text) > splitThreshold).length;
const flagged = ordinary.filter((s) => s > splitThreshold).length;
console.log(`set aside: ${found}/${crisis.length} crisis texts found, ${flagged}/${ordinary.length} ordinary texts flagged (threshold ${splitThreshold})`);

const weights = train(rows);
// The ordinary texts that look most like danger ("I just want this week to be over", "오늘이 회사
// 마지막 날이에요") are the ones a wrong crisis reply would hurt: the threshold also stays above
// every ordinary training text, by a margin, because ordinary texts it was not trained on come
// close too ("I can't stop worrying about everything." scored 6.50 against 6.32 for the hardest
// training text when the margin was 0.05).
const MARGIN = 0.5;
const hardest = Math.max(...rows.filter((r) => !r.y).map((r) => score({ n: N, weights }, r.text)));
const threshold = Math.round(Math.max(splitThreshold, hardest + MARGIN) * 100) / 100;
console.log(`threshold ${threshold} (split ${splitThreshold}, hardest ordinary text ${hardest.toFixed(2)})`);
const sorted = Object.fromEntries(Object.entries(weights).sort(([a], [b]) => (a < b ? -1 : 1)));
const model: DistressModel = { n: N, threshold, weights: sorted };
fs.writeFileSync(path.join(process.cwd(), 'bff/src/platform/ai/distress-model.json'), `${JSON.stringify(model)}\n`);
console.log(`${rows.length} texts, ${Object.keys(sorted).length} n-grams kept`);
