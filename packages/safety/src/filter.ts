import { assessDistress, bereavedBySuicide } from './distress';
import { LANGUAGES, LEXICON, type SafetyLanguage } from './lexicon';
import { normalize, spacedOutRuns, squeeze, stripInvisible, unLeet } from './normalize';

export { normalize, stripInvisible };

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

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A regex for one lexicon entry; `marks` keeps combining marks as part of words (unnormalised text).
 * A leading `|` on a Chinese or Japanese entry matches it only where a clause starts (after
 * punctuation, a space or nothing): "妈的" is a curse on its own, but "我妈妈的手术" is "my mum's
 * surgery".
 */
function entryPattern(entry: string, flags: string, marks: boolean): RegExp {
  const clauseStart = entry.startsWith('|');
  const stem = entry.endsWith('*');
  const word = (stem ? entry.slice(0, -1) : entry).replace(/^\|/, '');
  const body = escape(word).replace(/ /g, '\\s+');
  if (NO_WORD_BREAKS.test(word)) return new RegExp(clauseStart ? `(?<![\\p{L}\\p{N}])${body}` : body, flags);
  const letter = marks ? '[\\p{L}\\p{M}\\p{N}]' : '[\\p{L}\\p{N}]';
  return new RegExp(`(?<!${letter})${body}${stem ? '' : `(?!${letter})`}`, flags);
}

/** The patterns of one lexicon list, in each form the text is matched in. */
interface Patterns {
  /** Against the normalised text, with and without leetspeak read as letters. */
  plain: RegExp[];
  /** Against the same with repeated letters squeezed. */
  squeezed: RegExp[];
  /** Substrings of a spaced-out run once its letters are joined ("killmyself"). */
  joined: string[];
}

function patterns(entries: string[]): Patterns {
  const normalized = entries.map((e) => normalize(e));
  return {
    plain: normalized.map((e) => entryPattern(e, 'u', false)),
    squeezed: normalized.map((e) => entryPattern(squeeze(e), 'u', false)),
    joined: normalized.flatMap((e) => {
      const bare = e.replace(/\*$/, '').replace(/[^\p{L}]/gu, '');
      return [bare, squeeze(bare)];
    }),
  };
}

interface Compiled {
  language: SafetyLanguage;
  selfHarm: Patterns;
  selfHarmTopic: Patterns;
  bereavement: Patterns;
  profanity: Patterns;
  mild: Array<[RegExp, string]>;
}

const COMPILED: Compiled[] = LANGUAGES.map((language) => {
  const lex = LEXICON[language];
  return {
    language,
    selfHarm: patterns(lex.selfHarm),
    selfHarmTopic: patterns(lex.selfHarmTopic),
    bereavement: patterns(lex.bereavement),
    profanity: patterns(lex.profanity),
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

/** The forms of one text that the lexicons are matched against (see `normalize.ts`). */
interface Forms {
  normalized: string;
  plain: string[];
  squeezed: string[];
  joined: string[];
}

function formsOf(input: string): Forms {
  const normalized = normalize(input);
  const runs = spacedOutRuns(normalized);
  // Each spaced-out run also joined in place, so "me m a t a r" reads "me matar".
  const collapsed = runs.length
    ? normalized.replace(/(?<![\p{L}\p{N}])\p{L}(?:[\s.\-_*·•|/]+\p{L}(?![\p{L}\p{N}]))+/gu, (run) => run.replace(/[^\p{L}]/gu, ''))
    : normalized;
  const plain = [...new Set([normalized, collapsed, unLeet(normalized, 'i'), unLeet(normalized, 'l')])];
  return {
    normalized,
    plain,
    squeezed: [...new Set(plain.map(squeeze))],
    joined: runs.flatMap((r) => [r, squeeze(r)]),
  };
}

function matches(forms: Forms, p: Patterns): boolean {
  return (
    p.plain.some((re) => forms.plain.some((t) => re.test(t))) ||
    p.squeezed.some((re) => forms.squeezed.some((t) => re.test(t))) ||
    forms.joined.some((run) => p.joined.some((entry) => entry.length >= 3 && run.includes(entry)))
  );
}

function firstMatch(forms: Forms, pick: (c: Compiled) => Patterns): SafetyLanguage | null {
  const matched = COMPILED.filter((c) => matches(forms, pick(c))).map((c) => c.language);
  if (!matched.length) return null;
  return matched.length === 1 ? matched[0] : guessAmong(forms.normalized, matched);
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
// Closing quotes take the stop inside ("…tired.”); a closing bracket does not: "(today)." not "(today.)".
const CLOSERS = /["'”’»」』】]+$/u;

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
  const brackets = /[)\]]+$/u.exec(out)?.[0] ?? '';
  const core = out.slice(0, out.length - brackets.length).replace(CLOSERS, '');
  const lastChar = core.slice(-1);
  // Text that ends in an emoji or symbol is left as the writer ended it.
  if (!TERMINAL.test(core) && /[\p{L}\p{N}\p{M}]/u.test(lastChar)) {
    out = brackets ? out + periodFor(core) : core + periodFor(core) + out.slice(core.length);
  }
  return out;
}

/**
 * The spec's content filter (spec 000 §5): self-harm phrases or profanity in any of the nine
 * languages replace the whole text with a request for support (in the language that matched);
 * otherwise mild words are softened; then the text is tidied. Pure and synchronous, so the
 * browser can run it as a preview and the server as the rule.
 */
/**
 * The language whose self-harm words the text uses: a phrase of danger, or a bare word for
 * suicide in a text that does not read as a bereavement ("my brother died by suicide" is grief,
 * published and answered with care; "suicide keeps crossing my mind" is held).
 */
function selfHarmIn(forms: Forms, input: string): SafetyLanguage | null {
  // The distress tier reads the whole text. A crisis told with a plan (a means with a time or an
  // arrangement, a means made ready, intent stated outright: "the train passes at 11:40, tonight
  // I'm walking onto the tracks") is held whatever words it uses; hopelessness alone is not. A
  // story of recovery or a figure of speech never carries a plan.
  const distress = assessDistress(input);
  if (distress.plan) return distress.language ?? guessAmong(forms.normalized, [...LANGUAGES]);
  const phrase = firstMatch(forms, (c) => c.selfHarm);
  const topic = phrase ? null : firstMatch(forms, (c) => c.selfHarmTopic);
  if (!phrase && !topic) return null;
  // A story of recovery ("I wanted to die last year, today I'm grateful"), a figure of speech ("my
  // mum will kill me"), a danger denied in passing ("I don't want to disappear, I just want a
  // holiday"), someone else's suicide ("我的朋友去年自杀了", "叔父が自ら命を絶ちました")
  // and a fear of dying are published, not held, unless the tier also finds danger to the writer.
  if (distress.level !== 'crisis' && (distress.recovered || distress.figurative || distress.denied || distress.fearOfDying || bereavedBySuicide(input))) return null;
  if (phrase) return phrase;
  if (firstMatch(forms, (c) => c.bereavement)) return null;
  return topic;
}

export function filterContent(input: string): FilterResult {
  const forms = formsOf(input);
  const selfHarm = selfHarmIn(forms, input);
  if (selfHarm) return { text: LEXICON[selfHarm].supportRequest, verdict: 'self_harm', language: selfHarm };
  const profane = firstMatch(forms, (c) => c.profanity);
  if (profane) return { text: LEXICON[profane].supportRequest, verdict: 'profanity', language: profane };
  const soft = soften(stripInvisible(input));
  return { text: tidy(soft.text), verdict: soft.softened ? 'softened' : 'clean', language: soft.language };
}

/** Whether the text would be held for review (the composer shows crisis resources). */
export function mentionsSelfHarm(input: string): boolean {
  return selfHarmIn(formsOf(input), input) !== null;
}
