import { CONTACT_MASK, maskContacts, prepareText, textToAnswer } from './text';

describe('maskContacts', () => {
  it.each([
    ['an e-mail address', 'write to ana.lima+pray@example.com.br today', 'write to ••• today'],
    ['an e-mail in another script', 'пишите на иван@почта.рф', 'пишите на •••'],
    ['an international phone number', 'call +44 7700 900123 tonight', 'call ••• tonight'],
    ['a phone with dashes and brackets', 'ligue (11) 98765-4321', 'ligue •••'],
    ['a link', 'see https://example.org/me?x=1 please', 'see ••• please'],
    ['a www address', 'at www.example.org now', 'at ••• now'],
    ['a bare domain', 'my page example.com/ana', 'my page •••'],
    ['an @handle', 'insta @ana_lima, thanks', 'insta •••, thanks'],
  ])('masks %s', (_what, input, expected) => {
    expect(maskContacts(input)).toBe(expected);
  });

  it.each([
    ['a verse reference', 'Psalm 34:18 and John 3:16'],
    ['a date', 'since 2024-01-15 and 15/01/2024'],
    ['short numbers and times', 'my 3 kids, at 7.30, room 12'],
    ['a year range', 'from 1998 to 2024'],
    ['a sentence ending in a dot', 'I am tired.Help me'],
  ])('keeps %s', (_what, input) => {
    expect(maskContacts(input)).toBe(input);
  });
});

describe('prepareText', () => {
  it('keeps the original privately only when the public text differs', () => {
    expect(prepareText('  Pray for my mother.  ')).toEqual({ content: 'Pray for my mother.', originalContent: null, held: false });
    // Tidying alone (a capital, the final stop) keeps no private copy and shows the author no note.
    expect(prepareText('pray for my mother')).toEqual({ content: 'Pray for my mother.', originalContent: null, held: false });
    const masked = prepareText('Pray for me: ana@example.org');
    expect(masked.content).toContain(CONTACT_MASK);
    expect(masked.originalContent).toBe('Pray for me: ana@example.org');
  });

  it('keeps what was written when the filter replaces a text', () => {
    const replaced = prepareText('This fucking cancer is killing my mum');
    expect(replaced.content).not.toContain('cancer');
    expect(replaced.originalContent).toBe('This fucking cancer is killing my mum');
  });
});

describe('textToAnswer', () => {
  it('answers the original, without its contact details', () => {
    expect(textToAnswer('generic replacement', 'My mum has cancer, call 0044 7700 900123')).toBe('My mum has cancer, call');
    expect(textToAnswer('As written.', null)).toBe('As written.');
  });
});
