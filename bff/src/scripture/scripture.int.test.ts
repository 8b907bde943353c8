import { DailyVerse, ErrorBody, ScriptureSearchResults } from '@flow/contracts';
import { dailyVersePool } from '@flow/scripture';
import { startHarness, type Harness } from '../test/harness';
import { todayUtc } from './scripture.service';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ env: { FLOW_RATE_LIMIT_SCRIPTURE: '10000/60', FLOW_AI_WORKER: 'false' } });
});
afterAll(() => h.close());

const search = async (query: string) => {
  const res = await h.agent().get('/api/scripture/search').query({ query });
  expect(res.status).toBe(200);
  return ScriptureSearchResults.parse(res.body);
};

describe('GET /api/scripture/search', () => {
  it('needs at least 3 characters, with a clear 400', async () => {
    for (const query of ['', 'ab', '  ab  ']) {
      const res = await h.agent().get('/api/scripture/search').query({ query });
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(res.body).message).toBe('Search terms must be at least 3 characters');
    }
    const missing = await h.agent().get('/api/scripture/search');
    expect(missing.status).toBe(400);
    expect(ErrorBody.parse(missing.body).message).toBe('Enter something to search for');
  });

  it('reads control characters in a query as spaces, never as an error', async () => {
    // A NUL made SQLite refuse the query: a 500 found by the contracts' fuzzing.
    expect((await search('love\u0000')).length).toBeGreaterThan(0);
    expect((await search('\u{FB950}\u{10FFF9}\u{10FFF8}\u0000')).length).toBeGreaterThanOrEqual(0);
    expect((await search('faith\u0007hope\u001b')).length).toBeGreaterThan(0);
    const onlyControls = await h.agent().get('/api/scripture/search').query({ query: '\u0000\u0001\u0002\u0003' });
    expect(onlyControls.status).toBeLessThan(500);
  });

  it('returns the passage a reference names first, however it is typed', async () => {
    for (const query of ['John 3:16', 'jn 3 16', 'john 3.16']) {
      const [first] = await search(query);
      expect(first).toMatchObject({ reference: 'John 3:16', source: 'bible', relevance: 1 });
      expect(first.text).toMatch(/^For God so loved the world/);
    }
    const psalm = await search('Psalm 23');
    expect(psalm.map((r) => r.reference)).toEqual([1, 2, 3, 4, 5, 6].map((v) => `Psalm 23:${v}`));
    expect(psalm[0].text).toBe('Yahweh is my shepherd; I shall lack nothing.');
    // Localised book names resolve too.
    expect((await search('Salmos 23'))[0].reference).toBe('Psalm 23:1');
    expect((await search('Иоанна 3:16'))[0].reference).toBe('John 3:16');
  });

  it('marks Genesis to Deuteronomy as torah', async () => {
    expect((await search('Deuteronomy 31:6'))[0].source).toBe('torah');
    expect((await search('Joshua 1:9'))[0].source).toBe('bible');
  });

  it('ranks topical searches by relevance, best first', async () => {
    const results = await search('good shepherd');
    expect(results.length).toBeGreaterThan(3);
    expect(results[0].relevance).toBe(1);
    for (let i = 1; i < results.length; i++) expect(results[i].relevance).toBeLessThanOrEqual(results[i - 1].relevance);
    // The verse holding both words outranks verses with one of them.
    expect(results[0].text.toLowerCase()).toContain('good shepherd');
    expect(results.map((r) => r.reference)).toContain('John 10:11');
  });

  it('searches the Spanish text too, and forgives a typo', async () => {
    const spanish = await search('amor de Dios');
    expect(spanish[0].text).toMatch(/amor/i);
    const typo = await search('forgivness');
    expect(typo.some((r) => /forgiveness/i.test(r.text))).toBe(true);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search('xqzvwk zzqv')).toEqual([]);
  });
});

describe('GET /api/daily-verse', () => {
  const daily = async (date?: string) => {
    const res = await h.agent().get('/api/daily-verse').query(date ? { date } : {});
    expect(res.status).toBe(200);
    return DailyVerse.parse(res.body);
  };

  const daysFromToday = (days: number) => todayUtc(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
  const rows = async (date: string) => Number((await h.db('daily_verses').where({ date }).count({ n: '*' }))[0].n);

  it('is the same for everyone on a date and stored the first time it is asked for', async () => {
    const day = daysFromToday(-40);
    const count = () => rows(day);
    expect(await count()).toBe(0);
    const first = await daily(day);
    const again = await daily(day);
    expect(again).toEqual(first);
    expect(first.date).toBe(day);
    expect(await count()).toBe(1);
    const row = await h.db('daily_verses').where({ date: day }).first();
    expect(row).toMatchObject({ verse: first.verse, reference: first.reference, source: first.source });
  });

  it('keeps the stored verse even if the curated list changes later', async () => {
    await h.db('daily_verses').insert({
      id: 'fixed-verse-id',
      date: '2025-01-01',
      verse: 'Stored text.',
      reference: 'Genesis 1:1',
      source: 'torah',
      created_at: '2025-01-01 00:00:00.000',
    });
    expect(await daily('2025-01-01')).toEqual({ date: '2025-01-01', verse: 'Stored text.', reference: 'Genesis 1:1', source: 'torah' });
  });

  it('changes from one day to the next and mixes torah and bible', async () => {
    const verses: DailyVerse[] = [];
    for (let d = 1; d <= 30; d++) verses.push(await daily(`2026-06-${String(d).padStart(2, '0')}`));
    for (let i = 1; i < verses.length; i++) expect(verses[i].reference).not.toBe(verses[i - 1].reference);
    expect(new Set(verses.map((v) => v.reference)).size).toBe(30);
    expect(dailyVersePool().length).toBeGreaterThanOrEqual(366);
    const pool = dailyVersePool();
    expect(pool.some((r) => ['Gen', 'Exod', 'Lev', 'Num', 'Deut'].includes(r.book))).toBe(true);
    expect(pool.some((r) => r.book === 'John')).toBe(true);
  });

  it('answers days far from today without storing them', async () => {
    const total = async () => Number((await h.db('daily_verses').count({ n: '*' }))[0].n);
    const before = await total();
    const far = ['0000-01-01', '9999-12-31', daysFromToday(-400), daysFromToday(400)];
    const answers = [];
    for (const date of far) answers.push(await daily(date));
    expect(answers.map((a) => a.date)).toEqual(far);
    // Still the same verse each time it is asked for: it is chosen from the date alone.
    expect(await daily('9999-12-31')).toEqual(answers[1]);
    expect(await total()).toBe(before);
    // Up to a year either side is stored as before.
    for (const date of [daysFromToday(-366), daysFromToday(366)]) {
      await daily(date);
      expect(await rows(date)).toBe(1);
    }
  });

  it('defaults to today (UTC)', async () => {
    expect((await daily()).date).toBe(todayUtc());
  });

  it('refuses a date that is not yyyy-MM-dd or not a real day', async () => {
    for (const date of ['2026-13-01', '2026-02-30', 'tomorrow', '20260101']) {
      const res = await h.agent().get('/api/daily-verse').query({ date });
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(res.body).message).toMatch(/yyyy-MM-dd/);
    }
  });
});
