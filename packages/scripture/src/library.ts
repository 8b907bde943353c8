import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseReference, type PassageRange, type VerseRef } from './reference';
import { ensureIndexFile, indexFileName, SearchIndex, type IndexedDoc, type OpenSqlite } from './search-index';

export type TranslationId = 'web' | 'rv1909';
export type ScriptureSourceKind = 'torah' | 'bible';

interface BookData {
  osis: string;
  name: string;
  chapters: string[][];
}
interface TranslationData {
  id: TranslationId;
  name: string;
  language: string;
  books: BookData[];
}

export interface Verse {
  translation: TranslationId;
  book: string;
  chapter: number;
  verse: number;
  text: string;
  reference: string;
  source: ScriptureSourceKind;
}

/** A passage: its verses joined, one reference ("Psalm 23:1-3"), and its source. */
export interface Passage {
  translation: TranslationId;
  text: string;
  reference: string;
  source: ScriptureSourceKind;
  verses: Verse[];
}

export interface SearchHit {
  text: string;
  reference: string;
  source: ScriptureSourceKind;
  translation: TranslationId;
  /** 0..1: 1 for the passage a reference query names, else the BM25+ score relative to the best hit. */
  relevance: number;
}

/** Spec: Genesis–Deuteronomy count as source `torah`; everything else `bible`. */
const TORAH = new Set(['Gen', 'Exod', 'Lev', 'Num', 'Deut']);
export const sourceOfBook = (book: string): ScriptureSourceKind => (TORAH.has(book) ? 'torah' : 'bible');

export const TRANSLATIONS: readonly TranslationId[] = ['web', 'rv1909'];
/** Which bundled text answers people writing in a given language (English for the rest). */
export function translationForLanguage(language: string | null | undefined): TranslationId {
  return language?.toLowerCase().startsWith('es') ? 'rv1909' : 'web';
}

const SEARCH_LIMIT = 20;
const REFERENCE_LIMIT = 50;
export const SEARCH_MIN_LENGTH = 3;

// Words too common to say anything about a verse; dropping them keeps the index small and the
// BM25 ranking on the words that matter.
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by do does don for from had has have he her him his i in into is it its me my ' +
    'not of on or our she so that the their them then there they this to was we were what when which who will ' +
    'with you your el la los las de del y en que un una por con para su sus se lo le al es no mi me nos á é ó'
  ).split(' '),
);

function processTerm(term: string): string | null {
  const t = term
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']s$/, '')
    .replace(/[’']/g, '');
  return t.length < 2 || STOP_WORDS.has(t) ? null : t;
}

// How MiniSearch, the index this replaced, split text into words: on spaces and punctuation.
const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;
const termsOf = (text: string): string[] =>
  text
    .split(WORD_SEPARATOR)
    .map(processTerm)
    .filter((t): t is string => t !== null);

/** Results a search reads from the index before dropping repeats and cutting to its limit. */
const CANDIDATES = 60;

export interface ScriptureLibraryOptions {
  /** Opens an SQLite file (the BFF passes the better-sqlite3 build that suits the running Node). */
  openSqlite?: OpenSqlite;
  /** Where the search index file is kept between starts (default: the system's temp folder). */
  indexDir?: string;
}

/**
 * The bundled public-domain scripture (World English Bible, Reina-Valera 1909), loaded on first
 * use from `dataDir` (server only: the files are megabytes and never go to a browser).
 */
export class ScriptureLibrary {
  private readonly translations = new Map<TranslationId, TranslationData>();
  private readonly bookIndex = new Map<TranslationId, Map<string, BookData>>();
  private index: Promise<SearchIndex> | null = null;

  constructor(
    private readonly dataDir: string,
    private readonly options: ScriptureLibraryOptions = {},
  ) {}

  private static readonly instances = new Map<string, ScriptureLibrary>();

  /** One library per data folder and process: the text and its index are loaded once. */
  static shared(dataDir: string, options: ScriptureLibraryOptions = {}): ScriptureLibrary {
    let library = ScriptureLibrary.instances.get(dataDir);
    if (!library) {
      library = new ScriptureLibrary(dataDir, options);
      ScriptureLibrary.instances.set(dataDir, library);
    }
    return library;
  }

  private load(id: TranslationId): TranslationData {
    let data = this.translations.get(id);
    if (!data) {
      const file = path.join(this.dataDir, `${id}.json.gz`);
      data = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')) as TranslationData;
      this.translations.set(id, data);
      this.bookIndex.set(id, new Map(data.books.map((b) => [b.osis, b])));
    }
    return data;
  }

  private book(id: TranslationId, osis: string): BookData | undefined {
    this.load(id);
    return this.bookIndex.get(id)!.get(osis);
  }

  bookName(book: string, translation: TranslationId = 'web'): string | null {
    return this.book(translation, book)?.name ?? null;
  }

  verse(ref: VerseRef, translation: TranslationId = 'web'): Verse | null {
    const book = this.book(translation, ref.book);
    const text = book?.chapters[ref.chapter - 1]?.[ref.verse - 1];
    if (!book || !text) return null;
    return {
      translation,
      book: ref.book,
      chapter: ref.chapter,
      verse: ref.verse,
      text,
      reference: `${book.name} ${ref.chapter}:${ref.verse}`,
      source: sourceOfBook(ref.book),
    };
  }

  /** Every existing verse of a range, in order (clipped to what the text has). */
  versesOf(range: PassageRange, translation: TranslationId = 'web', limit = Infinity): Verse[] {
    const out: Verse[] = [];
    const book = this.book(translation, range.start.book);
    if (!book || range.end.book !== range.start.book) {
      const first = this.verse(range.start, translation);
      return first ? [first] : [];
    }
    for (let c = range.start.chapter; c <= range.end.chapter && c <= book.chapters.length; c++) {
      const verses = book.chapters[c - 1];
      const from = c === range.start.chapter ? range.start.verse : 1;
      const to = c === range.end.chapter ? Math.min(range.end.verse, verses.length) : verses.length;
      for (let v = from; v <= to && out.length < limit; v++) {
        const verse = this.verse({ book: range.start.book, chapter: c, verse: v }, translation);
        if (verse) out.push(verse);
      }
    }
    return out;
  }

  /** "John 3:16", "Psalm 23:1-3", "Salmos 23" → the passage, or null when it is not a reference. */
  passage(reference: string, translation: TranslationId = 'web'): Passage | null {
    const ranges = parseReference(reference);
    if (!ranges) return null;
    const verses = ranges.flatMap((r) => this.versesOf(r, translation, REFERENCE_LIMIT));
    if (!verses.length) return null;
    return {
      translation,
      text: verses.map((v) => v.text).join(' '),
      reference: formatReference(verses),
      source: verses[0].source,
      verses,
    };
  }

  /**
   * Makes the full-text index ready now rather than on the first search: opens the index file,
   * building it first if this machine has none for this text (seconds, in chunks that yield to
   * the event loop, so a server keeps answering meanwhile).
   */
  warm(): Promise<void> {
    return this.searchIndex().then(() => undefined);
  }

  private searchIndex(): Promise<SearchIndex> {
    this.index ??= this.openIndex().catch((err: unknown) => {
      // A failed build is tried again by the next search rather than remembered.
      this.index = null;
      throw err;
    });
    return this.index;
  }

  private async openIndex(): Promise<SearchIndex> {
    const open = this.options.openSqlite;
    if (!open) throw new Error('Scripture search needs an SQLite driver (ScriptureLibraryOptions.openSqlite)');
    const files = TRANSLATIONS.map((id) => path.join(this.dataDir, `${id}.json.gz`));
    const file = path.join(this.options.indexDir ?? os.tmpdir(), indexFileName(files));
    await ensureIndexFile(file, open, () => this.documents());
    return SearchIndex.open(file, open);
  }

  /** Every verse of both translations as index terms; its id is its position in this order. */
  private *documents(): Generator<IndexedDoc> {
    let id = 0;
    for (const doc of this.docPositions()) {
      const [translation, b, chapter, verse] = doc;
      const text = this.load(translation).books[b].chapters[chapter - 1][verse - 1];
      yield { id: id++, terms: termsOf(text) };
    }
  }

  /** Search document id → [translation, book position, chapter, verse], rebuilt from the text. */
  private docPositions(): Array<[TranslationId, number, number, number]> {
    if (this.positions) return this.positions;
    const docs: Array<[TranslationId, number, number, number]> = [];
    for (const id of TRANSLATIONS) {
      this.load(id).books.forEach((book, b) =>
        book.chapters.forEach((verses, c) =>
          verses.forEach((text, v) => {
            if (text) docs.push([id, b, c + 1, v + 1]);
          }),
        ),
      );
    }
    this.positions = docs;
    return docs;
  }

  private positions: Array<[TranslationId, number, number, number]> | null = null;

  /**
   * Spec 000 §5/§7: at least 3 characters. A reference query returns that passage first;
   * then verses ranked by BM25+ over both bundled translations.
   */
  async search(query: string, limit = SEARCH_LIMIT): Promise<SearchHit[]> {
    // Control characters (a NUL pasted or sent by a script) mean nothing in a search, and SQLite
    // refuses a NUL in a query string: they separate words like spaces.
    const q = query.replace(/\p{Cc}/gu, ' ').trim();
    if (q.length < SEARCH_MIN_LENGTH) return [];
    const hits: SearchHit[] = [];
    const seen = new Set<string>();

    const ranges = parseReference(q);
    if (ranges) {
      for (const verse of ranges.flatMap((r) => this.versesOf(r, 'web', REFERENCE_LIMIT))) {
        if (hits.length >= limit) break;
        seen.add(`${verse.translation}:${verse.reference}`);
        hits.push({ text: verse.text, reference: verse.reference, source: verse.source, translation: verse.translation, relevance: 1 });
      }
      // A reference names its passage; words matched elsewhere ("john", "16") would only be noise.
      if (hits.length) return hits;
    }

    const index = await this.searchIndex();
    const results = index.search(termsOf(q), Math.max(limit * 3, CANDIDATES));
    const top = results[0]?.score || 1;
    const positions = this.docPositions();
    for (const r of results) {
      if (hits.length >= limit) break;
      const [translation, b, chapter, verseNo] = positions[r.id];
      const book = this.load(translation).books[b];
      const verse = this.verse({ book: book.osis, chapter, verse: verseNo }, translation)!;
      const key = `${translation}:${verse.reference}`;
      if (seen.has(key)) continue;
      seen.add(key);
      hits.push({
        text: verse.text,
        reference: verse.reference,
        source: verse.source,
        translation,
        relevance: Math.round((r.score / top) * 1000) / 1000,
      });
    }
    return hits;
  }
}

/** "John 3:16", "Psalm 23:1-6", "Romans 8:38-39", "John 3:16; 4:1" (verses in order, one book). */
export function formatReference(verses: Verse[]): string {
  if (!verses.length) return '';
  const name = verses[0].reference.replace(/ \d+:\d+$/, '');
  const parts: string[] = [];
  let i = 0;
  while (i < verses.length) {
    let j = i;
    while (
      j + 1 < verses.length &&
      verses[j + 1].book === verses[i].book &&
      verses[j + 1].chapter === verses[j].chapter &&
      verses[j + 1].verse === verses[j].verse + 1
    ) {
      j++;
    }
    const a = verses[i];
    const b = verses[j];
    parts.push(`${a.chapter}:${a.verse}${j > i ? `-${b.verse}` : ''}`);
    i = j + 1;
  }
  return `${name} ${parts.join('; ')}`;
}
