import { jewishDay, MAX_OBSERVANCES } from './jewishCalendar';

describe('Jewish calendar card data (spec 001 §2, §7)', () => {
  it('gives the Hebrew date of a Gregorian day', () => {
    // 1 Tishrei 5785 (Rosh Hashana) fell on 3 October 2024.
    expect(jewishDay(new Date(2024, 9, 3)).hebrew).toBe('1st of Tishrei, 5785');
    expect(jewishDay(new Date(2026, 11, 5)).hebrew).toBe('25th of Kislev, 5787');
  });

  it('writes the date in Hebrew letters too', () => {
    expect(jewishDay(new Date(2026, 11, 5)).hebrewScript).toMatch(/^כ״ה כסלו תשפ״ז$/);
  });

  it('lists major holidays, Rosh Chodesh and Chanukah, at most three', () => {
    expect(jewishDay(new Date(2024, 9, 3)).observances.map((o) => o.title)).toContain('Rosh Hashana 5785');
    expect(jewishDay(new Date(2026, 3, 2)).observances.map((o) => o.title)).toEqual(['Pesach I']);
    const dec10 = jewishDay(new Date(2026, 11, 10)).observances.map((o) => o.title);
    expect(dec10).toEqual(expect.arrayContaining(['Chanukah: 7 Candles', 'Rosh Chodesh Tevet']));
    expect(dec10.length).toBeLessThanOrEqual(MAX_OBSERVANCES);
  });

  it('lists modern holidays, minor fasts and special Shabbatot', () => {
    expect(jewishDay(new Date(2025, 4, 1)).observances.map((o) => o.title)).toContain('Yom HaAtzma’ut');
    expect(jewishDay(new Date(2025, 6, 13)).observances.map((o) => o.title)).toContain('Tzom Tammuz');
    expect(jewishDay(new Date(2025, 2, 8)).observances.map((o) => o.title)).toContain('Shabbat Zachor');
  });

  it('shows nothing on an ordinary weekday, and never a Torah reading or the molad', () => {
    expect(jewishDay(new Date(2026, 10, 23)).observances).toEqual([]);
    // A Shabbat: the weekly portion and Shabbat Mevarchim are left out.
    const shabbat = jewishDay(new Date(2026, 10, 14)).observances.map((o) => o.title);
    expect(shabbat.some((t) => /Parashat|Mevarchim|Molad/.test(t))).toBe(false);
  });
});
