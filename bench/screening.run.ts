// Body of bench/screening.bench.mjs, run with tsx from the repository root.
import { assessDistress, filterContent } from '../packages/safety/src/index';

const LIMIT = 2000;
const TARGET_MS = 25;

// Runs of one mark or word, with no break a pattern could stop at, in each script the rules read,
// and a cue at each end so every family is asked.
const UNITS = [
  '、', '。', '…', '.', '!', ',', '-', ' ', '\n', '🙏', '\u200b', 'a', 'aaaa ', "'s ", 'x.',
  'my ', 'i ', 'tell my ', 'he ', 'ex ', 'to ', 'kill ', 'no ', 'não ', 'pai ', 'ha ', 'hace ', 'il y a ', 'je ne ',
  'я ', 'не ', 'мама ', '死', '我', '不', '想死', '消えたい', 'もう', '나', '안 ', '죽고 싶', 'मैं ', 'नहीं ',
];
const shape = (unit: string, length: number) => `I am so tired ${unit.repeat(Math.ceil(length / unit.length))}`.slice(0, length - 14) + ' I want to die';

function time(text: string): number {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    assessDistress(text);
    filterContent(text);
    runs.push(performance.now() - started);
  }
  return runs.sort((a, b) => a - b)[2];
}

// V8 compiles each pattern on first use; a long server meets that once, so warm every pattern first.
for (const unit of UNITS) time(shape(unit, LIMIT));

const rows = UNITS.map((unit) => ({ unit, at: [1, 2, 4].map((k) => time(shape(unit, LIMIT * k))) }));
rows.sort((a, b) => b.at[0] - a.at[0]);
console.log('screening (filter + distress), median of 5 calls, ms, slowest shapes first:');
console.log('  shape            2,000    4,000    8,000 chars');
for (const { unit, at } of rows.slice(0, 10)) {
  console.log(`  ${JSON.stringify(unit).padEnd(14)} ${at.map((ms) => ms.toFixed(1).padStart(8)).join(' ')}`);
}
const worst = rows[0];
const growth = Math.max(...rows.map((r) => r.at[2] / Math.max(r.at[0], 0.5)));
console.log(`worst at the limit: ${JSON.stringify(worst.unit)} ${worst.at[0].toFixed(1)} ms (target < ${TARGET_MS} ms); largest growth from 2,000 to 8,000 characters: ${growth.toFixed(1)}x (linear is 4x)`);
if (worst.at[0] >= TARGET_MS) {
  console.error('screening is over its target');
  process.exit(1);
}
