import { parseStoredVerse } from './verseCache';

const good = { text: 'Yahweh is my shepherd.', reference: 'Psalm 23:1', source: 'bible', date: '2026-11-22', reflection: 'peace' };

describe('parseStoredVerse', () => {
  it('reads a record this app stored', () => {
    expect(parseStoredVerse(good)).toEqual(good);
  });
  it.each(['garbage', '2026-13-40', '22/11/2026', ''])('refuses a stored date that is not a calendar day (%s)', (date) => {
    expect(parseStoredVerse({ ...good, date })).toBeNull();
  });
  it('refuses anything else that is not a record', () => {
    expect(parseStoredVerse(null)).toBeNull();
    expect(parseStoredVerse({ ...good, reflection: 'nope' })).toBeNull();
  });
});
