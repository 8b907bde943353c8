import { remove as foldToLatin } from 'confusables';

/**
 * Invisible characters removed from what is published: they carry no meaning for a reader and
 * are the usual way to slip a word past a filter. Zero-width joiner and non-joiner are kept in
 * published text, because emoji sequences and Indic conjuncts need them.
 */
const INVISIBLE = /[\u00ad\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** Every format character (joiners included) and variation selectors, for matching only. */
const FORMAT = /[\p{Cf}\u034f\ufe00-\ufe0f]/gu;

/** What is published keeps the person's characters; only invisible ones are removed. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * Latin letters that look like Cyrillic ones, for a Russian word with a Latin letter slipped in
 * ("cyицид"): folding it towards Latin would turn the Russian letters into nonsense.
 */
const LATIN_TO_CYRILLIC: Record<string, string> = {
  a: 'а', c: 'с', e: 'е', o: 'о', p: 'р', x: 'х', y: 'у', k: 'к', b: 'в', h: 'н', m: 'м', t: 'т',
};

const LATIN = /\p{Script=Latin}/u;
const CYRILLIC = /\p{Script=Cyrillic}/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A word written in one script is left alone (Russian is Cyrillic, Hindi is Devanagari). A word
 * that mixes scripts, or uses Latin letters outside a–z (small capitals, look-alike symbols), is
 * folded towards the script most of its letters are in.
 */
function foldWord(word: string): string {
  const hasLatin = LATIN.test(word);
  const cyrillic = word.match(CYRILLIC)?.length ?? 0;
  const letters = word.match(/\p{L}/gu)?.length ?? 0;
  const otherScript = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(word);
  if (hasLatin && cyrillic > letters / 2) {
    return [...word].map((c) => LATIN_TO_CYRILLIC[c] ?? c).join('');
  }
  if ((hasLatin && otherScript) || (hasLatin && /[^a-z0-9']/.test(word)) || (!hasLatin && /[\p{Script=Greek}]/u.test(word) && cyrillic > 0)) {
    return foldToLatin(word).toLowerCase();
  }
  return word;
}

/**
 * The form text is matched in: compatibility forms unified (NFKC: fullwidth letters, ligatures),
 * format characters removed, lower case, accents and other combining marks removed, look-alike
 * letters folded within mixed-script words, spaces collapsed. For matching only, never published.
 */
export function normalize(text: string): string {
  const base = text
    .replace(FORMAT, '')
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ');
  return base.replace(WORD, foldWord);
}

const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/**
 * Digits read as letters, only inside words that also have letters ("k1ll", "su1c1de"), so
 * "24/7" or "Psalm 23" stay as they are. `one` is what 1 stands for ("i" or "l").
 */
export function unLeet(normalized: string, one: 'i' | 'l'): string {
  return normalized.replace(/[\p{L}\p{N}@$]+/gu, (word) =>
    /\p{L}/u.test(word) && /[\d@$]/.test(word) ? word.replace(/[0-9@$]/g, (c) => (c === '1' ? one : (LEET[c] ?? c))) : word,
  );
}

/** Runs of one letter repeated become one ("suiciiide", and "kill" becomes "kil"). */
export function squeeze(text: string): string {
  return text.replace(/(\p{L})\1+/gu, '$1');
}

/**
 * Letters written one by one with separators between them ("k i l l  m y s e l f",
 * "s.u.i.c.i.d.e", "k-i-l-l"), joined without separators; at least three letters in a run.
 */
export function spacedOutRuns(normalized: string): string[] {
  const runs = normalized.match(/(?<![\p{L}\p{N}])\p{L}(?:[\s.\-_*·•|/]+\p{L}(?![\p{L}\p{N}])){1,}/gu) ?? [];
  return runs.map((run) => run.replace(/[^\p{L}]/gu, ''));
}
