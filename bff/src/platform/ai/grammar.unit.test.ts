/** @jest-environment node */
import path from 'node:path';
import { anonymise, bestSuggestion, capitalise, finalPunctuation, fixSpacing, OfflineGrammar, type SpellingLimits } from './grammar';

const grammar = new OfflineGrammar(path.resolve(__dirname, '../../../../bff/package.json'), ['en', 'es']);

describe('offline grammar', () => {
  it('fixes spelling with the Hunspell dictionary, keeping correct words', () => {
    expect(grammar.correct('I beleive my freind will come tomorow.').corrected).toBe('I believe my friend will come tomorrow.');
    expect(grammar.correct('Estoy muy cansdo y tengo mucho miedo.').corrected).toBe('Estoy muy cansado y tengo mucho miedo.');
    expect(grammar.correct('Please pray for Aiyana and her NGO work.').hasChanges).toBe(false);
    // A doubled letter is a slip of the finger; the first letter rarely is.
    expect(grammar.correct('i am verry sad today').corrected).toBe('I am very sad today.');
  });

  it('fixes spacing, capitals and the final stop', () => {
    expect(fixSpacing('so  tired ,really.Thanks', 'en')).toBe('so tired, really. Thanks');
    expect(fixSpacing('Merci beaucoup !', 'fr')).toBe('Merci beaucoup !');
    expect(capitalise("i think i'm lost. please help", 'en')).toBe("I think I'm lost. Please help");
    expect(finalPunctuation('Pray for me', 'en')).toBe('Pray for me.');
    expect(finalPunctuation('Pray for me?', 'en')).toBe('Pray for me?');
    expect(finalPunctuation('请为我祷告', 'zh-CN')).toBe('请为我祷告。');
    expect(finalPunctuation('मेरे लिए प्रार्थना करें', 'hi')).toBe('मेरे लिए प्रार्थना करें।');
  });

  it('reports no changes for text that is already right', () => {
    const text = 'Thank you all for praying. My mother is home now.';
    expect(grammar.correct(text)).toEqual({ original: text, corrected: text, hasChanges: false });
  });

  it('prefers the likely correction among dictionary suggestions', () => {
    expect(bestSuggestion('dont', ['cont', 'dent', "don't"])).toBe("don't");
    expect(bestSuggestion('tres', ['tris', 'très'])).toBe('très');
    expect(bestSuggestion('verry', ['berry', 'very', 'veery'])).toBe('very');
    expect(bestSuggestion('wating', ['dating', 'waiting'])).toBe('waiting');
    expect(bestSuggestion('mideo', ['mide', 'miedo'])).toBe('miedo');
    expect(bestSuggestion('xyzzy', ['banana'])).toBeNull();
  });

  it('removes identifying details in enhance mode', () => {
    expect(anonymise('Call me on +44 7700 900123 or see https://example.com/me and @sam_j', 'en')).toBe(
      'Call me on [removed for privacy] or see [removed for privacy] and [removed for privacy]',
    );
    expect(grammar.correct('this damn week, email me at sam@example.org', 'enhance').corrected).toBe(
      'This darn week, email me at [removed for privacy].',
    );
  });
});

describe('offline grammar limits (a preview must not run away)', () => {
  const limited = (limits: Partial<SpellingLimits>) =>
    new OfflineGrammar(path.resolve(__dirname, '../../../../bff/package.json'), ['en'], limits);

  it('leaves words longer than the limit as written, without asking the dictionary', () => {
    const checker = limited({ maxWordLength: 30 });
    // A word whose suggestions alone would take tens of seconds.
    const started = Date.now();
    const long = 'a'.repeat(1999);
    expect(checker.correct(long).corrected).toBe(`A${'a'.repeat(1998)}.`);
    expect(Date.now() - started).toBeLessThan(5000);
    // At the limit a misspelling is still corrected; one letter over, it is left alone.
    expect(limited({ maxWordLength: 8 }).correct('i beleive you').corrected).toBe('I believe you.');
    expect(limited({ maxWordLength: 6 }).correct('i beleive you').corrected).toBe('I beleive you.');
  });

  it('looks up suggestions for at most maxSuggestions distinct words', () => {
    const checker = limited({ maxSuggestions: 2 });
    expect(checker.correct('my freind will come tomorow becuase i beleive').corrected).toBe(
      'My friend will come tomorrow becuase I beleive.',
    );
    // The same misspelling again costs no further look-up.
    expect(checker.correct('freind freind freind tomorow tomorow').corrected).toBe('Friend friend friend tomorrow tomorrow.');
  });

  it('stops checking after maxWordsChecked words', () => {
    expect(limited({ maxWordsChecked: 2 }).correct('hello there freind').corrected).toBe('Hello there freind.');
    expect(limited({ maxWordsChecked: 3 }).correct('hello there freind').corrected).toBe('Hello there friend.');
  });

  it('stops looking up suggestions once the deadline has passed, still fixing the rest', () => {
    const checker = limited({});
    expect(checker.correct('i beleive  my freind', 'grammar', 'en', { deadline: Date.now() - 1 }).corrected).toBe(
      'I beleive my freind.',
    );
    expect(checker.correct('i beleive  my freind', 'grammar', 'en', { deadline: Date.now() + 60_000 }).corrected).toBe(
      'I believe my friend.',
    );
  });
});
