import { parseStoredVerse } from './verseCache';

const good = { text: 'Yahweh is my shepherd.', reference: 'Psalm 23:1', source: 'bible', date: '2026-11-22', reflection: 'peace' };

describe('parseStoredVerse', () => {
  it('reads a record this app stored', () => {
    expect(parseStoredVerse(good)).toEqual(good);
  });
  it.each(['garbage', '2026-13-40', '2026-02-30', '2026-02-29', '22/11/2026', ''])('refuses a stored date that is not a calendar day (%s)', (date) => {
    expect(parseStoredVerse({ ...good, date })).toBeNull();
  });
  it('refuses anything else that is not a record', () => {
    expect(parseStoredVerse(null)).toBeNull();
    expect(parseStoredVerse({ ...good, reflection: 'nope' })).toBeNull();
    expect(parseStoredVerse({ ...good, source: 'quran' })).toBeNull();
    expect(parseStoredVerse({ ...good, text: 7 })).toBeNull();
    expect(parseStoredVerse('{}')).toBeNull();
  });
  it('reads a leap day in a leap year', () => {
    expect(parseStoredVerse({ ...good, date: '2024-02-29' })).toEqual({ ...good, date: '2024-02-29' });
  });
});
