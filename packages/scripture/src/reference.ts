import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as en from 'bible-passage-reference-parser/esm/lang/en.js';
import * as es from 'bible-passage-reference-parser/esm/lang/es.js';
import * as fr from 'bible-passage-reference-parser/esm/lang/fr.js';
import * as hi from 'bible-passage-reference-parser/esm/lang/hi.js';
import * as ja from 'bible-passage-reference-parser/esm/lang/ja.js';
import * as ko from 'bible-passage-reference-parser/esm/lang/ko.js';
import * as pt from 'bible-passage-reference-parser/esm/lang/pt.js';
import * as ru from 'bible-passage-reference-parser/esm/lang/ru.js';
import * as zh from 'bible-passage-reference-parser/esm/lang/zh.js';

/** One verse address: OSIS book id (e.g. `John`, `1Pet`), chapter and verse, all 1-based. */
export interface VerseRef {
  book: string;
  chapter: number;
  verse: number;
}

/** A contiguous run of verses, both ends included (may cross chapters). */
export interface PassageRange {
  start: VerseRef;
  end: VerseRef;
}

// English first (the most common way people type references), then the other UI languages
// whose book names the parser knows.
const LANGUAGES = [en, es, pt, fr, ru, zh, ko, ja, hi];
let parsers: bcv_parser[] | null = null;

function getParsers(): bcv_parser[] {
  parsers ??= LANGUAGES.map((lang) => {
    const parser = new bcv_parser(lang);
    parser.set_options({
      book_alone_strategy: 'full',
      consecutive_combination_strategy: 'separate',
      sequence_combination_strategy: 'separate',
      osis_compaction_strategy: 'bcv',
      invalid_passage_strategy: 'ignore',
      passage_existence_strategy: 'bcv',
    });
    return parser;
  });
  return parsers;
}

function parseOsisRef(ref: string): VerseRef | null {
  const m = /^([1-4]?[A-Za-z]+)\.(\d+)\.(\d+)$/.exec(ref);
  return m ? { book: m[1], chapter: Number(m[2]), verse: Number(m[3]) } : null;
}

/** `John.3.16`, `Ps.23.1-Ps.23.6` or a comma list of those → ranges; null on anything else. */
export function osisToRanges(osis: string): PassageRange[] | null {
  const ranges: PassageRange[] = [];
  for (const part of osis.split(',')) {
    const [a, b] = part.split('-');
    const start = parseOsisRef(a);
    const end = b ? parseOsisRef(b) : start;
    if (!start || !end) return null;
    ranges.push({ start, end });
  }
  return ranges.length ? ranges : null;
}

/**
 * A query that *is* a reference ("John 3:16", "jn 3 16", "Psalm 23", "Salmos 23", "诗篇 23"),
 * as verse ranges. Only when the reference covers nearly the whole query and names a chapter,
 * so that words like "is" or "Job" inside a topical search are not read as whole books.
 */
export function parseReference(query: string): PassageRange[] | null {
  const text = query.trim();
  if (!/\d/.test(text)) return null;
  for (const parser of getParsers()) {
    parser.parse(text);
    const found = parser.osis_and_indices();
    if (!found.length) continue;
    const covered = found.reduce((n, f) => n + (f.indices[1] - f.indices[0]), 0);
    if (covered < text.replace(/\s+/g, ' ').length * 0.8) continue;
    const ranges = osisToRanges(found.map((f) => f.osis).join(','));
    if (ranges) return ranges;
  }
  return null;
}
