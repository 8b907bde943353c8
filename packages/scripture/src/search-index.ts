import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The full-text index of the bundled scripture, kept in an SQLite FTS5 file instead of the
 * process's heap: a search reads a few pages of it, so an instance that nobody searches on pays
 * a few MiB for it instead of the ~90 MiB an in-memory index of 62,000 verses costs.
 *
 * The file is built once per machine and text (its name carries the hash of the bundled data)
 * and reused by every later start; building it inserts in chunks that yield to the event loop.
 */

/** The part of better-sqlite3's API used here; the caller chooses the driver (see the BFF). */
export interface SqliteStatement {
  run(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}
export interface SqliteDatabase {
  exec(sql: string): unknown;
  prepare(sql: string): SqliteStatement;
  close(): unknown;
}
export type OpenSqlite = (file: string, options: { readonly: boolean }) => SqliteDatabase;

/** One searchable verse: where it is, and its words already reduced to index terms. */
export interface IndexedDoc {
  id: number;
  terms: string[];
}

export interface IndexHit {
  id: number;
  /** Higher is better (FTS5's BM25, sign flipped). */
  score: number;
}

const CHUNK = 2000;
// Bumped when the file's layout or the way terms are made changes: an older file is not reused.
const FORMAT = 'fts5-v1';

export function indexFileName(dataFiles: string[]): string {
  const hash = crypto.createHash('sha256').update(FORMAT);
  for (const file of dataFiles) hash.update(fs.readFileSync(file));
  return `scripture-index-${hash.digest('hex').slice(0, 16)}.sqlite`;
}

/**
 * Builds the index file at `file` from `docs` unless it is already there. Written under a
 * temporary name and renamed, so a concurrent start on the same machine never opens half a file.
 */
export async function ensureIndexFile(file: string, open: OpenSqlite, docs: () => Iterable<IndexedDoc>): Promise<void> {
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  const db = open(temp, { readonly: false });
  try {
    db.exec(`PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;
      CREATE VIRTUAL TABLE verses USING fts5(body, tokenize = 'unicode61 remove_diacritics 0');`);
    const insert = db.prepare('INSERT INTO verses (rowid, body) VALUES (?, ?)');
    let batch: IndexedDoc[] = [];
    const flush = async () => {
      db.exec('BEGIN');
      for (const doc of batch) insert.run(doc.id, doc.terms.join(' '));
      db.exec('COMMIT');
      batch = [];
      // Let requests through between chunks: this runs while the server is already serving.
      await new Promise((resolve) => setImmediate(resolve));
    };
    for (const doc of docs()) {
      batch.push(doc);
      if (batch.length >= CHUNK) await flush();
    }
    if (batch.length) await flush();
    db.exec("INSERT INTO verses (verses) VALUES ('optimize'); CREATE VIRTUAL TABLE vocabulary USING fts5vocab(verses, 'row');");
    db.exec('CREATE TABLE terms AS SELECT term FROM vocabulary; DROP TABLE vocabulary;');
  } finally {
    db.close();
  }
  fs.renameSync(temp, file);
}

/** FTS5 query syntax: every term is quoted, so nothing a person types is read as an operator. */
const quote = (term: string) => `"${term.replace(/"/g, '""')}"`;

/** At most one insertion, deletion or substitution apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (la - lb > 1 || lb - la > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  // After the first difference the rest must match, shifted by the one insertion or deletion.
  const skipA = la >= lb ? 1 : 0;
  const skipB = lb >= la ? 1 : 0;
  for (let ia = i + skipA, ib = i + skipB; ia < la || ib < lb; ia++, ib++) {
    if (a.charCodeAt(ia) !== b.charCodeAt(ib)) return false;
  }
  return true;
}

export class SearchIndex {
  private readonly query: SqliteStatement;
  private readonly vocabulary: string[];
  private readonly known: Set<string>;

  constructor(private readonly db: SqliteDatabase) {
    this.query = db.prepare('SELECT rowid AS id, -bm25(verses) AS score FROM verses WHERE verses MATCH ? ORDER BY rank LIMIT ?');
    // Only the words themselves (a few tens of thousands): what a misspelling is compared with.
    this.vocabulary = (db.prepare('SELECT term FROM terms').all() as Array<{ term: string }>).map((r) => r.term);
    this.known = new Set(this.vocabulary);
  }

  static open(file: string, open: OpenSqlite): SearchIndex {
    return new SearchIndex(open(file, { readonly: true }));
  }

  /**
   * Verses holding any of the terms, best first: more of the words and rarer words rank higher
   * (BM25). The last term may be a prefix (it may still be being typed), and a term of six or
   * more letters that the text never uses matches the words one edit away instead (a typo; a
   * word the text does use is taken as meant, so "shepherd" is not diluted by "shepherds").
   */
  search(terms: string[], limit: number): IndexHit[] {
    if (!terms.length) return [];
    const groups = terms.map((term, i) => {
      const forms = new Set([quote(term)]);
      if (i === terms.length - 1 && term.length >= 3) forms.add(`${quote(term)}*`);
      if (term.length >= 6 && !this.known.has(term)) for (const word of this.vocabulary) if (word !== term && withinOneEdit(word, term)) forms.add(quote(word));
      return `(${[...forms].join(' OR ')})`;
    });
    return this.query.all(groups.join(' OR '), limit) as IndexHit[];
  }

  close(): void {
    this.db.close();
  }
}
