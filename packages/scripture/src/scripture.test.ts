/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DAILY_PASSAGES, dailyVersePool, dailyVerseRefFor } from './daily';
import { ScriptureLibrary, sourceOfBook } from './library';
import { parseReference } from './reference';

const indexDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-scripture-'));
const library = ScriptureLibrary.shared(path.resolve(__dirname, '../data'), {
  openSqlite: (file, options) => new Database(file, options),
  indexDir,
});
afterAll(() => fs.rmSync(indexDir, { recursive: true, force: true }));

describe('reference parsing', () => {
  it.each([
    ['John 3:16', 'John', 3, 16, 16],
    ['jn 3 16', 'John', 3, 16, 16],
    ['Psalm 23', 'Ps', 23, 1, 6],
    ['ps 23:1-3', 'Ps', 23, 1, 3],
    ['1 Peter 5:7', '1Pet', 5, 7, 7],
    ['Salmos 23', 'Ps', 23, 1, 6],
    ['Juan 3:16', 'John', 3, 16, 16],
    ['约翰福音 3:16', 'John', 3, 16, 16],
  ])('%s', (query, book, chapter, from, to) => {
    const [range] = parseReference(query)!;
    expect(range.start).toEqual({ book, chapter, verse: from });
    expect(range.end).toEqual({ book, chapter, verse: to });
  });

  it('does not read ordinary words as books', () => {
    for (const query of ['is there hope', 'job interview', 'love your neighbor']) expect(parseReference(query)).toBeNull();
  });
});

describe('library', () => {
  it('formats passages and knows torah from bible', () => {
    expect(library.passage('Romans 8:38-39')!.reference).toBe('Romans 8:38-39');
    expect(library.passage('Salmos 23:1', 'rv1909')!.reference).toBe('Salmos 23:1');
    expect(library.passage('Genesis 1:1')!.source).toBe('torah');
    expect(sourceOfBook('Deut')).toBe('torah');
    expect(sourceOfBook('Josh')).toBe('bible');
    expect(library.passage('John 99:1')).toBeNull();
  });

  it('ranks verses holding every word above verses holding one', async () => {
    await library.warm();
    const hits = await library.search('love your enemies');
    expect(hits[0].text.toLowerCase()).toMatch(/love your enemies/);
    expect(hits.every((h, i) => i === 0 || h.relevance <= hits[i - 1].relevance)).toBe(true);
    expect(await library.search('ab')).toEqual([]);
    // Building the index of both translations takes seconds on a busy machine.
  }, 120_000);

  it('keeps the index in one file per text, reused by the next start', async () => {
    await library.warm();
    const files = fs.readdirSync(indexDir).filter((f) => f.endsWith('.sqlite'));
    expect(files).toHaveLength(1);
    const again = new ScriptureLibrary(path.resolve(__dirname, '../data'), {
      openSqlite: (file, options) => new Database(file, options),
      indexDir,
    });
    const before = fs.statSync(path.join(indexDir, files[0])).mtimeMs;
    expect((await again.search('good shepherd'))[0].text.toLowerCase()).toMatch(/good shepherd/);
    expect(fs.statSync(path.join(indexDir, files[0])).mtimeMs).toBe(before);
  }, 120_000);

  it('finds the last word as it is being typed, forgives a typo, and reads punctuation as nothing', async () => {
    expect((await library.search('our redemptio'))[0].text).toMatch(/redemption/i);
    expect((await library.search('forgivness')).some((h) => /forgive(ness)?/i.test(h.text))).toBe(true);
    expect(await library.search('"love" OR enemies*')).not.toEqual([]);
    expect(await library.search('xqzvwk zzqv')).toEqual([]);
  }, 120_000);
});

describe('daily verses', () => {
  it('has at least 366 distinct verses mixing torah and bible, all in the bundled text', () => {
    const pool = dailyVersePool();
    expect(pool.length).toBeGreaterThanOrEqual(366);
    const torah = pool.filter((r) => sourceOfBook(r.book) === 'torah').length;
    expect(torah).toBeGreaterThan(30);
    expect(pool.length - torah).toBeGreaterThan(300);
    for (const ref of pool) expect(library.verse(ref)).not.toBeNull();
    expect(DAILY_PASSAGES.length).toBeGreaterThan(200);
  });

  it('is stable per date and never repeats within a year', () => {
    expect(dailyVerseRefFor('2027-02-03')).toEqual(dailyVerseRefFor('2027-02-03'));
    const seen = new Set<string>();
    const start = Date.UTC(2027, 0, 1);
    for (let d = 0; d < 366; d++) {
      const ref = dailyVerseRefFor(new Date(start + d * 86_400_000).toISOString().slice(0, 10));
      seen.add(`${ref.book}.${ref.chapter}.${ref.verse}`);
    }
    expect(seen.size).toBe(366);
  });
});
