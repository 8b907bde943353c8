import { DAY_VERSE_ELEMENT_ID, DAY_VERSE_SLOTS, type DailyVerse } from '@flow/contracts';
import { dayIn, fillDayVerse, guessVisitorDay, longDay } from './day-page';

const html = `<time>${DAY_VERSE_SLOTS.date}</time><q>${DAY_VERSE_SLOTS.verse}</q><cite>${DAY_VERSE_SLOTS.reference}</cite><p>${DAY_VERSE_SLOTS.reflection}</p>`;
const texts = { 'verse.reflections.love': 'Love, in words', 'verse.reflections.generic3': 'A third thought' };
const verse = (text: string, date = '2026-11-27'): DailyVerse => ({ verse: text, reference: 'John 3:16', source: 'bible', date });

describe('the day a visitor is probably in', () => {
  // 23:30 UTC on 27 November: already the 28th east of Greenwich, still the 27th in the Americas.
  const lateEvening = new Date(Date.UTC(2026, 10, 27, 23, 30));
  const earlyMorning = new Date(Date.UTC(2026, 10, 27, 3, 0));

  it("reads the region of the first language, and a bare language as where it is most spoken", () => {
    expect(guessVisitorDay(['ja-JP', 'en'], lateEvening)).toBe('2026-11-28');
    expect(guessVisitorDay(['ko'], lateEvening)).toBe('2026-11-28');
    expect(guessVisitorDay(['en-US'], earlyMorning)).toBe('2026-11-26');
    expect(guessVisitorDay(['pt'], earlyMorning)).toBe('2026-11-27');
    expect(guessVisitorDay(['es-MX'], earlyMorning)).toBe('2026-11-26');
    expect(guessVisitorDay(['hi'], lateEvening)).toBe('2026-11-28');
  });

  it('says UTC for a region it has no zone for, and for what is not a language tag', () => {
    expect(guessVisitorDay(['sv-SE'], lateEvening)).toBe('2026-11-27');
    expect(guessVisitorDay(['*'], lateEvening)).toBe('2026-11-27');
    expect(guessVisitorDay(['not a tag!'], lateEvening)).toBe('2026-11-27');
    expect(guessVisitorDay([], earlyMorning)).toBe('2026-11-27');
  });

  it('formats a day in a zone as yyyy-MM-dd', () => {
    expect(dayIn('Pacific/Kiritimati', lateEvening)).toBe('2026-11-28');
    expect(dayIn('Pacific/Pago_Pago', earlyMorning)).toBe('2026-11-26');
  });
});

describe("filling in the picture's slots", () => {
  it('writes the long date in the language as the screen does, for that calendar day anywhere', () => {
    expect(longDay('2026-11-27', 'en')).toBe('Friday, November 27, 2026');
    expect(longDay('2026-01-01', 'pt-BR')).toBe('quinta-feira, 1 de janeiro de 2026');
  });

  it("fills every slot, and the reflection comes from the verse's words in the page's language", () => {
    const { html: filled, after } = fillDayVerse(html, texts, verse('For God so loved the world'), 'en');
    expect(filled).toBe('<time>Friday, November 27, 2026</time><q>For God so loved the world</q><cite>John 3:16</cite><p>Love, in words</p>');
    expect(after).toContain(`<script type="application/json" id="${DAY_VERSE_ELEMENT_ID}">`);
    const record = JSON.parse(/<script type="application\/json"[^>]*>(.*?)<\/script>/.exec(after)![1]) as Record<string, string>;
    expect(record).toEqual({ verse: 'For God so loved the world', reference: 'John 3:16', source: 'bible', date: '2026-11-27', reflection: 'love' });
  });

  it('picks the same generic reflection all day, and may pick another the next day', () => {
    const plain = 'Jesus wept.';
    const days = ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'];
    const picked = days.map((d) => JSON.parse(/>(\{.*\})</.exec(fillDayVerse(html, texts, verse(plain, d), 'en').after)![1]).reflection as string);
    expect(picked.every((r) => /^generic[1-6]$/.test(r))).toBe(true);
    expect(new Set(picked).size).toBeGreaterThan(1);
    expect(fillDayVerse(html, texts, verse(plain), 'en')).toEqual(fillDayVerse(html, texts, verse(plain), 'en'));
  });

  it('escapes what it writes: markup in a verse stays text, and nothing can close the data element', () => {
    const hostile = verse('</script><script>alert(1)</script> & "quotes" $& $1');
    const { html: filled, after } = fillDayVerse(html, texts, hostile, 'en');
    expect(filled).toContain('<q>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; $&amp; $1</q>');
    const data = /<script type="application\/json"[^>]*>(.*?)<\/script><script>/.exec(after)![1];
    expect(data).not.toContain('<');
    expect(JSON.parse(data).verse).toBe(hostile.verse);
    // Exactly two elements: the data and the guard.
    expect(after.match(/<script/g)).toHaveLength(2);
  });
});
