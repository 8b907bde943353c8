import { verseForQuote } from './verseText';

describe('verseForQuote', () => {
  it('drops a closing mark whose opening is in an earlier verse', () => {
    expect(verseForQuote('He will not fail you nor forsake you. Don’t be afraid. Don’t be discouraged.”')).toBe(
      'He will not fail you nor forsake you. Don’t be afraid. Don’t be discouraged.',
    );
  });

  it('drops an opening mark whose closing is in a later verse', () => {
    expect(verseForQuote('“Come to me, all you who labor')).toBe('Come to me, all you who labor');
  });

  it('turns a quotation inside the verse into single marks', () => {
    expect(verseForQuote('He said, “If you will diligently listen to Yahweh your God’s voice, I am Yahweh who heals you.”')).toBe(
      'He said, ‘If you will diligently listen to Yahweh your God’s voice, I am Yahweh who heals you.’',
    );
  });

  it('leaves a verse without quotation marks as it is', () => {
    expect(verseForQuote('  The Lord is my shepherd; I shall lack nothing. ')).toBe('The Lord is my shepherd; I shall lack nothing.');
  });
});
