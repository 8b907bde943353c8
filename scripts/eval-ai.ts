// `npm run eval:ai`: scores the offline guidance engine on the labelled set in
// bff/src/platform/ai/eval/labelled.json (texts in the nine languages, every theme).
// Prints theme accuracy (overall, per language, per theme), language detection accuracy, the
// share of answers whose verse is one of the passages curated for the labelled theme, and how
// many distinct verses the answers use. Exits non-zero when theme accuracy is below 85 %.
import fs from 'node:fs';
import path from 'node:path';
import { ScriptureLibrary } from '../packages/scripture/src/index';
import { OfflineGrammar } from '../bff/src/platform/ai/grammar';
import { OfflineEngine } from '../bff/src/platform/ai/offline';
import { THEME_VERSES } from '../bff/src/platform/ai/themes';

// Run with tsx (`npm run eval:ai`), from the repository root.
const root = process.cwd();

const TARGET = 0.85;
const rows: Array<{ language: string; theme: string; text: string; hard?: boolean }> = JSON.parse(fs.readFileSync(path.join(root, 'bff/src/platform/ai/eval/labelled.json'), 'utf8'));
const library = new ScriptureLibrary(path.join(root, 'packages/scripture/data'));
const engine = new OfflineEngine(library, new OfflineGrammar(path.join(root, 'bff/package.json'), []));

// A verse "matches" its theme when it is one of the passages curated for that theme (in either
// bundled translation, so Spanish answers count).
const themeReferences: Record<string, Set<string>> = {};
for (const [theme, refs] of Object.entries(THEME_VERSES)) {
  themeReferences[theme] = new Set(
    refs.flatMap((r) => (['web', 'rv1909'] as const).map((t) => library.passage(r, t)?.reference ?? '')).filter(Boolean),
  );
}

const tally = () => ({ n: 0, ok: 0 });
const byLanguage: Record<string, { n: number; ok: number }> = {};
const byTheme: Record<string, { n: number; ok: number }> = {};
let themeOk = 0;
let hardOk = 0;
const hardCount = rows.filter((r) => r.hard).length;
let languageOk = 0;
let verseOk = 0;
const verses = new Set();
const misses: string[] = [];
const started = performance.now();
for (const row of rows) {
  const g = engine.guide({ text: row.text, kind: 'post' });
  const ok = g.theme === row.theme;
  themeOk += Number(ok);
  if (row.hard) hardOk += Number(ok);
  languageOk += Number(g.language === row.language);
  verseOk += Number(themeReferences[row.theme].has(g.reference));
  verses.add(g.reference.replace(/^Salmos|^Salmo/, 'Psalm'));
  (byLanguage[row.language] ??= tally()).n++;
  byLanguage[row.language].ok += Number(ok);
  (byTheme[row.theme] ??= tally()).n++;
  byTheme[row.theme].ok += Number(ok);
  if (!ok) misses.push(`  [${row.language}] expected ${row.theme}, got ${g.theme}: ${row.text}`);
}
const ms = performance.now() - started;
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;

console.log(`Offline engine on ${rows.length} labelled texts (${Object.keys(byLanguage).length} languages, ${Object.keys(byTheme).length} themes)`);
console.log(`theme accuracy            ${pct(themeOk, rows.length)}  (target ≥ ${TARGET * 100} %)`);
console.log(`  of which indirect texts ${pct(hardOk, hardCount)}  (${hardOk}/${hardCount}: no obvious theme word)`);
console.log(`language detection        ${pct(languageOk, rows.length)}`);
console.log(`verse matches the theme   ${pct(verseOk, rows.length)}`);
console.log(`distinct verses used      ${verses.size} of ${rows.length} answers`);
console.log(`time per answer           ${(ms / rows.length).toFixed(2)} ms`);
console.log('\nper language:');
for (const [k, v] of Object.entries(byLanguage)) console.log(`  ${k.padEnd(6)} ${pct(v.ok, v.n).padStart(8)}  (${v.ok}/${v.n})`);
console.log('per theme:');
for (const [k, v] of Object.entries(byTheme)) console.log(`  ${k.padEnd(11)} ${pct(v.ok, v.n).padStart(8)}  (${v.ok}/${v.n})`);
if (misses.length) console.log(`\nmisses:\n${misses.join('\n')}`);
if (themeOk / rows.length < TARGET) process.exit(1);
