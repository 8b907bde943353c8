import { LANGUAGES, LEXICON, type SafetyLanguage } from './lexicon';

/**
 * - `self_harm`: the writer may be in danger; the text is replaced and must not be published
 *   as written (the server keeps the item for human review, the author sees crisis resources).
 * - `profanity`: strong language; the whole text is replaced by a request for support.
 * - `softened`: mild words were replaced with gentler ones.
 * - `clean`: only the capitalisation and the final period may have changed.
 */
export type FilterVerdict = 'self_harm' | 'profanity' | 'softened' | 'clean';

export interface FilterResult {
  /** The text to publish. */
  text: string;
  verdict: FilterVerdict;
  /** The language whose words matched, when any did. */
  language: SafetyLanguage | null;
}

/** Scripts written without spaces between words, or where particles attach to words. */
const NO_WORD_BREAKS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Lower case, accents and other combining marks removed, spaces collapsed. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex for one lexicon entry; `marks` keeps combining marks as part of words (unnormalised text). */
function entryPattern(entry: string, flags: string, marks: boolean): RegExp {
  const stem = entry.endsWith('*');
  const word = stem ? entry.slice(0, -1) : entry;
  const body = escape(word).replace(/ /g, '\\s+');
  if (NO_WORD_BREAKS.test(word)) return new RegExp(body, flags);
  const letter = marks ? '[\\p{L}\\p{M}\\p{N}]' : '[\\p{L}\\p{N}]';
  return new RegExp(`(?<!${letter})${body}${stem ? '' : `(?!${letter})`}`, flags);
}

interface Compiled {
  language: SafetyLanguage;
  selfHarm: RegExp[];
  profanity: RegExp[];
  mild: Array<[RegExp, string]>;
}

const COMPILED: Compiled[] = LANGUAGES.map((language) => {
  const lex = LEXICON[language];
  return {
    language,
    selfHarm: lex.selfHarm.map((e) => entryPattern(normalize(e), 'u', false)),
    profanity: lex.profanity.map((e) => entryPattern(normalize(e), 'u', false)),
    // Longest first, so "maldita sea" wins over a shorter word inside it.
    mild: [...lex.mild]
      .sort((a, b) => b[0].length - a[0].length)
      .map(([from, to]) => [entryPattern(from, 'giu', true), to] as [RegExp, string]),
  };
});

/**
 * Common words of the languages that share an alphabet, to tell apart a match found in several
 * lexicons ("suicid*" is English, Portuguese, Spanish and French).
 */
const COMMON_WORDS: Partial<Record<SafetyLanguage, Set<string>>> = {
  en: new Set('i me my the and to is of it for in that a am so with be have'.split(' ')),
  'pt-BR': new Set('eu me meu minha de que em nao um uma as os com para por vezes estou penso'.split(' ')),
  es: new Set('yo me mi de que en no un una el la los con para por veces estoy quiero'.split(' ')),
  fr: new Set("je me mon ma de que en ne pas un une le la les et avec pour suis j'ai ce".split(' ')),
};

function guessAmong(normalized: string, candidates: SafetyLanguage[]): SafetyLanguage {
  const words = normalized.split(/[^\p{L}']+/u);
  let best = candidates[0];
  let bestScore = -1;
  for (const language of candidates) {
    const common = COMMON_WORDS[language];
    const score = common ? words.filter((w) => common.has(w)).length : 0;
    if (score > bestScore) [best, bestScore] = [language, score];
  }
  return best;
}

function firstMatch(normalized: string, pick: (c: Compiled) => RegExp[]): SafetyLanguage | null {
  const matched = COMPILED.filter((c) => pick(c).some((re) => re.test(normalized))).map((c) => c.language);
  if (!matched.length) return null;
  return matched.length === 1 ? matched[0] : guessAmong(normalized, matched);
}

/** Keeps the capital of a replaced word that started with one. */
function matchCase(original: string, replacement: string): string {
  const first = original.charAt(0);
  return first !== first.toLowerCase() ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

function soften(text: string): { text: string; softened: boolean; language: SafetyLanguage | null } {
  let out = text;
  let language: SafetyLanguage | null = null;
  for (const c of COMPILED) {
    for (const [re, to] of c.mild) {
      out = out.replace(re, (m) => {
        language ??= c.language;
        return matchCase(m, to);
      });
    }
  }
  return { text: out, softened: out !== text, language };
}

const TERMINAL = /[.!?…。！？।॥؟]$/u;
const CLOSERS = /["'”’»)\]」』】]+$/u;

/** The period a sentence in this script ends with. */
function periodFor(text: string): string {
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u.test(text)) return '。';
  if (/[\p{Script=Devanagari}]$/u.test(text)) return '।';
  return '.';
}

/** First letter and sentence starts capitalised; a final period when the text has none. */
export function tidy(text: string): string {
  let out = text.trim();
  if (!out) return out;
  out = out.replace(/(^|[.!?]\s+|\n\s*)(\p{Ll})/gu, (_, lead: string, letter: string) => lead + letter.toUpperCase());
  const core = out.replace(CLOSERS, '');
  const lastChar = core.slice(-1);
  // Text that ends in an emoji or symbol is left as the writer ended it.
  if (!TERMINAL.test(core) && /[\p{L}\p{N}\p{M}]/u.test(lastChar)) {
    out = core + periodFor(core) + out.slice(core.length);
  }
  return out;
}

/**
 * The spec's content filter (spec 000 §5): self-harm phrases or profanity in any of the nine
 * languages replace the whole text with a request for support (in the language that matched);
 * otherwise mild words are softened; then the text is tidied. Pure and synchronous, so the
 * browser can run it as a preview and the server as the rule.
 */
export function filterContent(input: string): FilterResult {
  const normalized = normalize(input);
  const selfHarm = firstMatch(normalized, (c) => c.selfHarm);
  if (selfHarm) return { text: LEXICON[selfHarm].supportRequest, verdict: 'self_harm', language: selfHarm };
  const profane = firstMatch(normalized, (c) => c.profanity);
  if (profane) return { text: LEXICON[profane].supportRequest, verdict: 'profanity', language: profane };
  const soft = soften(input);
  return { text: tidy(soft.text), verdict: soft.softened ? 'softened' : 'clean', language: soft.language };
}

/** Whether the text would be held for review (the composer shows crisis resources). */
export function mentionsSelfHarm(input: string): boolean {
  return firstMatch(normalize(input), (c) => c.selfHarm) !== null;
}
