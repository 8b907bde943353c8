import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GrammarPreviewMode, GrammarPreviewResult } from '@flow/contracts';
import nspell from 'nspell';
import { detectLanguage, type Language } from './language';

type Spell = ReturnType<typeof nspell>;

/** Hunspell dictionaries installed for the languages that have one (npm `dictionary-*`). */
const DICTIONARY_PACKAGE: Partial<Record<Language, string>> = {
  en: 'dictionary-en',
  es: 'dictionary-es',
  fr: 'dictionary-fr',
  ru: 'dictionary-ru',
};

/** Spelling stops here: a long text is still checked, just not every word of it. */
const MAX_SPELLING_FIXES = 40;

/**
 * Caps on the spelling work one text may cause. nspell's `suggest()` is synchronous and grows
 * faster than the word's length (measured here: 30 letters ~0.3 s, 1,999 letters ~50 s), and
 * a text of nothing but misspellings costs one look-up per word.
 */
export interface SpellingLimits {
  /** Longer words are left as written, without asking the dictionary. */
  maxWordLength: number;
  /** Distinct words whose suggestions are looked up per text. */
  maxSuggestions: number;
  /** Words checked against the dictionary per text. */
  maxWordsChecked: number;
}

export const SPELLING_LIMITS: SpellingLimits = { maxWordLength: 30, maxSuggestions: 40, maxWordsChecked: 500 };

/** What the engines need of a grammar checker: the checker itself, or the worker pool running it. */
export interface GrammarCorrector {
  correct(text: string, mode: GrammarPreviewMode): GrammarPreviewResult | Promise<GrammarPreviewResult>;
}

export interface CorrectOptions {
  /** Epoch ms after which no further suggestions are looked up; the cheap fixes still run. */
  deadline?: number;
}

/**
 * Offline grammar correction: spelling from Hunspell dictionaries (nspell), spacing around
 * punctuation, capitalisation of "I" and sentence starts, and a final full stop. `enhance` also
 * takes out details that would identify someone (e-mail addresses, phone numbers, links,
 * @handles) and softens mild swearing, so a post stays anonymous and kind.
 */
/** Loaded dictionaries, shared by every engine in the process (they take seconds and megabytes). */
const spells = new Map<Language, Spell>();

/**
 * Languages whose Hunspell dictionary is worth loading. Loading is slow and memory-hungry for
 * the larger ones (measured: en ~1 s, es ~8 s, fr ~15 s and ~550 MB, ru ~16 s and ~300 MB;
 * pt did not finish in 2 minutes under nspell, so it has none), so FLOW_SPELLING_LANGUAGES chooses.
 */
export const SPELLING_LANGUAGES: readonly Language[] = ['en', 'es', 'fr', 'ru'];

export class OfflineGrammar {
  private readonly require: NodeJS.Require;
  private readonly enabled: Set<Language>;
  private readonly limits: SpellingLimits;

  /**
   * `resolveFrom`: a file inside a package that depends on the dictionaries (bff/package.json);
   * `languages`: which dictionaries may be loaded; `limits`: caps on the spelling work per text.
   */
  constructor(resolveFrom: string, languages: readonly Language[] = ['en', 'es'], limits: Partial<SpellingLimits> = {}) {
    this.require = createRequire(resolveFrom);
    this.enabled = new Set(languages.filter((l) => DICTIONARY_PACKAGE[l]));
    this.limits = { ...SPELLING_LIMITS, ...limits };
  }

  /** Loads the enabled dictionaries now (the server calls it at boot, before listening). */
  warm(): void {
    for (const language of this.enabled) this.spell(language);
  }

  private spell(language: Language): Spell | null {
    if (!this.enabled.has(language)) return null;
    let spell = spells.get(language);
    if (!spell) {
      // The dictionary packages are ESM with top-level await; reading their two files directly
      // works the same from the bundle, from tsx and under jest.
      const dir = path.dirname(this.require.resolve(DICTIONARY_PACKAGE[language]!));
      spell = nspell(fs.readFileSync(path.join(dir, 'index.aff')), fs.readFileSync(path.join(dir, 'index.dic')));
      spells.set(language, spell);
    }
    return spell;
  }

  correct(
    text: string,
    mode: GrammarPreviewMode = 'grammar',
    language: Language = detectLanguage(text),
    options: CorrectOptions = {},
  ): GrammarPreviewResult {
    const original = text;
    let out = text.replace(/\r\n?/g, '\n');
    if (mode === 'enhance') out = anonymise(soften(out, language), language);
    out = fixSpacing(out, language);
    out = this.fixSpelling(out, language, options.deadline ?? Infinity);
    out = capitalise(out, language);
    out = finalPunctuation(out, language);
    return { original, corrected: out, hasChanges: out !== original };
  }

  private fixSpelling(text: string, language: Language, deadline: number): string {
    const spell = this.spell(language);
    if (!spell) return text;
    const { maxWordLength, maxSuggestions, maxWordsChecked } = this.limits;
    let fixes = 0;
    let checked = 0;
    // A text repeating one misspelling pays for its look-up once.
    const suggested = new Map<string, string | null>();
    // Words only: skip anything with digits, inner capitals (names, acronyms) or placeholders.
    return text.replace(/(?<![\p{L}\p{N}@/._-])\p{L}[\p{L}'’]*(?![\p{N}@/_-]|\.\p{L})/gu, (word, offset: number) => {
      if (fixes >= MAX_SPELLING_FIXES || word.length < 3 || word.length > maxWordLength) return word;
      if (/\p{Lu}/u.test(word.slice(1))) return word;
      // A capital in mid-sentence is most likely a name, which no dictionary knows.
      if (/^\p{Lu}/u.test(word) && !/(^|[.!?]\s*)$/u.test(text.slice(0, offset).trimEnd())) return word;
      if (checked >= maxWordsChecked) return word;
      checked++;
      const plain = word.replace(/’/g, "'");
      if (spell.correct(plain) || spell.correct(plain.toLowerCase())) return word;
      let suggestion = suggested.get(plain);
      if (suggestion === undefined) {
        if (suggested.size >= maxSuggestions || Date.now() >= deadline) return word;
        suggestion = bestSuggestion(plain.toLowerCase(), spell.suggest(plain));
        suggested.set(plain, suggestion);
      }
      if (!suggestion) return word;
      fixes++;
      const cased = /^\p{Lu}/u.test(word) ? suggestion[0].toUpperCase() + suggestion.slice(1) : suggestion;
      return word.includes('’') ? cased.replace(/'/g, '’') : cased;
    });
  }
}

const stripAccents = (w: string) => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Is `short` what remains of `long` after deleting letters (the most common typo: a missed key)? */
function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const ch of long) if (ch === short[i]) i++;
  return i === short.length;
}

/** Is `fixed` the word with one of its doubled letters made single ("verry" → "very")? */
function undoublesLetter(word: string, fixed: string): boolean {
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1] && word.slice(0, i) + word.slice(i + 1) === fixed) return true;
  }
  return false;
}

/**
 * Hunspell's suggestions are not ordered by likelihood. Prefer a missing accent ("tres" →
 * "très"), then the closest spelling (a swap of two letters counts as one edit), then a doubled
 * letter made single ("verry" → "very"), then a missed letter ("dont" → "don't"), then the same
 * first letter (people rarely mistype it: "wating" → "waiting", not "dating"), then a swap or a
 * wrong key over a dropped letter ("mideo" → "miedo", not "mide").
 */
export function bestSuggestion(word: string, suggestions: string[]): string | null {
  const ranked = suggestions
    .filter((s) => !s.includes(' '))
    .map((s, i) => {
      const lower = s.toLowerCase();
      return {
        s,
        i,
        d: stripAccents(lower) === stripAccents(word) ? 0 : editDistance(lower, word),
        sub: isSubsequence(word, lower.replace(/'/g, "'")),
        first: lower[0] === word[0],
        undoubled: undoublesLetter(word, lower),
      };
    })
    .filter((c) => c.d <= 2)
    .sort(
      (a, b) =>
        a.d - b.d ||
        Number(b.undoubled) - Number(a.undoubled) ||
        Number(b.sub) - Number(a.sub) ||
        Number(b.first) - Number(a.first) ||
        Number(b.s.length === word.length) - Number(a.s.length === word.length) ||
        a.i - b.i,
    );
  return ranked[0]?.s ?? null;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

const CJK: Language[] = ['zh-CN', 'ja'];

export function fixSpacing(text: string, language: Language): string {
  let out = text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  if (CJK.includes(language)) return out;
  // French keeps its space before ; : ! ? (typographic rule); everyone else drops it.
  out = language === 'fr' ? out.replace(/ +([,.])/g, '$1') : out.replace(/ +([,.;:!?])/g, '$1');
  // A space after sentence punctuation glued to the next word ("tired.I" → "tired. I"), never
  // inside numbers, times, links or addresses.
  out = out.replace(/([,;!?])(?=\p{L})/gu, '$1 ').replace(/(\p{Ll}{2,})\.(?=\p{Lu})/gu, '$1. ');
  return out.trim();
}

export function capitalise(text: string, language: Language): string {
  let out = text;
  if (language === 'en') out = out.replace(/\bi\b(?!\.)/g, 'I').replace(/\bi'(m|ve|ll|d)\b/g, "I'$1");
  // First letter of the text and of every sentence.
  out = out.replace(/(^|[.!?]\s+|\n\s*)(\p{Ll})/gu, (_, lead: string, letter: string) => lead + letter.toUpperCase());
  return out;
}

export function finalPunctuation(text: string, language: Language): string {
  const trimmed = text.trimEnd();
  if (!trimmed || /[.!?…。！？।)"”»'’]$/.test(trimmed)) return trimmed;
  if (CJK.includes(language)) return `${trimmed}。`;
  if (language === 'hi') return `${trimmed}।`;
  return `${trimmed}.`;
}

const REMOVED: Record<Language, string> = {
  en: '[removed for privacy]',
  'pt-BR': '[removido por privacidade]',
  es: '[eliminado por privacidad]',
  fr: '[retiré par discrétion]',
  'zh-CN': '[为保护隐私已删除]',
  ko: '[개인정보 보호를 위해 삭제됨]',
  ja: '[プライバシー保護のため削除]',
  hi: '[गोपनीयता के लिए हटाया गया]',
  ru: '[удалено ради конфиденциальности]',
};

/** Details that would make an anonymous post identifiable. */
export function anonymise(text: string, language: Language): string {
  const mark = REMOVED[language];
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, mark)
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, mark)
    .replace(/(?<![\w@])@[A-Za-z0-9_.]{2,30}/g, mark)
    .replace(/(?<!\w)\+?\d[\d\s().-]{7,}\d(?!\w)/g, mark);
}

const SOFTER: Array<[RegExp, string]> = [
  [/\bdamn(ed)?\b/gi, 'darn'],
  [/\bhell\b/gi, 'heck'],
  [/\bcrap(py)?\b/gi, 'awful'],
  [/\bshit(ty)?\b/gi, 'awful'],
  [/\bfuck(ing|ed)?\b/gi, 'awful'],
  [/\bpissed( off)?\b/gi, 'upset'],
  [/\bmierda\b/gi, 'porquería'],
  [/\bmerde\b/gi, 'zut'],
  [/\bporra\b/gi, 'puxa'],
];

export function soften(text: string, language: Language): string {
  if (!['en', 'es', 'fr', 'pt-BR'].includes(language)) return text;
  return SOFTER.reduce((out, [pattern, word]) => out.replace(pattern, word), text);
}
