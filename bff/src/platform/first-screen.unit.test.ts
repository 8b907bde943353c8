import { DAY_VERSE_SLOTS, type DailyVerse } from '@flow/contracts';
import { languageCodes } from '@flow/i18n/languages';
import { DayPages } from './first-screen';

describe('DayPages', () => {
  const INDEX = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
  const part = (html: string) => ({
    global: '',
    frame: '',
    languages: Object.fromEntries(languageCodes.map((l) => [l, { css: '', html, texts: { 'verse.reflections.love': 'love' } }])),
  });
  const parts = new Map([['/daily-verse-detailed', { header: part('<header></header>'), screen: { ...part(`<q>${DAY_VERSE_SLOTS.verse}</q>`), day: 'verse' as const } }]]);
  const verse = (date: string): DailyVerse => ({ verse: `The verse of ${date}`, reference: 'Psalm 1:1', source: 'bible', date });

  it('asks for the verse once per day and language while the page is kept, and again once it is old', async () => {
    let now = 0;
    const dailyVerse = jest.fn(async (date: string) => verse(date));
    const days = new DayPages(INDEX, parts, dailyVerse, () => now);
    const first = await days.page('/daily-verse-detailed', 'en', '2026-11-27');
    expect(first?.html.toString()).toContain('<q>The verse of 2026-11-27</q>');
    await Promise.all([days.page('/daily-verse-detailed', 'en', '2026-11-27'), days.page('/daily-verse-detailed', 'en', '2026-11-27')]);
    expect(dailyVerse).toHaveBeenCalledTimes(1);
    await days.page('/daily-verse-detailed', 'ja', '2026-11-27');
    await days.page('/daily-verse-detailed', 'en', '2026-11-28');
    expect(dailyVerse).toHaveBeenCalledTimes(3);
    now += 11 * 60 * 1000;
    await days.page('/daily-verse-detailed', 'en', '2026-11-27');
    expect(dailyVerse).toHaveBeenCalledTimes(4);
  });

  it('sends the page plain when the verse cannot be had, and asks again on the next visit', async () => {
    const dailyVerse = jest.fn<Promise<DailyVerse>, [string]>().mockRejectedValueOnce(new Error('database down')).mockImplementation(async (date) => verse(date));
    const days = new DayPages(INDEX, parts, dailyVerse);
    await expect(days.page('/daily-verse-detailed', 'en', '2026-11-27')).resolves.toBeNull();
    await expect(days.page('/daily-verse-detailed', 'en', '2026-11-27')).resolves.not.toBeNull();
    expect(dailyVerse).toHaveBeenCalledTimes(2);
    await expect(days.page('/elsewhere', 'en', '2026-11-27')).resolves.toBeNull();
  });

  it("draws the variant for the day's source where the screen has one (Today's Manna's Torah badge)", async () => {
    const manna = {
      ...part(`<b>Bible</b><q>${DAY_VERSE_SLOTS.verse}</q>`),
      day: 'verse' as const,
      languages: Object.fromEntries(
        languageCodes.map((l) => [l, { css: '', html: `<b>Bible</b><q>${DAY_VERSE_SLOTS.verse}</q>`, variants: { torah: `<b>Torah</b><q>${DAY_VERSE_SLOTS.verse}</q>` } }]),
      ),
    };
    const days = new DayPages(INDEX, new Map([['/daily-verse', { header: part('<header></header>'), screen: manna }]]), async (date) =>
      date === '2026-11-27' ? { ...verse(date), source: 'torah' } : verse(date),
    );
    expect((await days.page('/daily-verse', 'en', '2026-11-27'))?.html.toString()).toContain('<b>Torah</b><q>The verse of 2026-11-27</q>');
    expect((await days.page('/daily-verse', 'en', '2026-11-28'))?.html.toString()).toContain('<b>Bible</b><q>The verse of 2026-11-28</q>');
  });

  it('keeps at most 64 pages, whatever days a visitor asks for', async () => {
    const dailyVerse = jest.fn(async (date: string) => verse(date));
    const days = new DayPages(INDEX, parts, dailyVerse);
    for (let d = 0; d < 70; d++) await days.page('/daily-verse-detailed', 'en', new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10));
    expect((days as unknown as { kept: Map<string, unknown> }).kept.size).toBe(64);
  });
});
