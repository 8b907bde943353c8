import fc from 'fast-check';
import { CreatePostBody, CreateResponseBody } from './posts';
import { CreatePrayerRequestBody, CreatePrayerResponseBody, MarkAnsweredBody, ReportBody } from './community';
import { GrammarPreviewBody } from './guidance';
import { ChatMessageText, MissionaryBioText, TextErrorCode, checkUserText, optionalUserText, userText } from './text';

const post = userText({ max: 10, what: 'Post' });
const codeOf = (result: { error?: { issues: readonly object[] } }) =>
  (result.error?.issues[0] as { params?: { code?: string } } | undefined)?.params?.code;

describe('the content rule for user text', () => {
  it('normalises to NFC and keeps emoji, combining sequences and 4-byte characters', () => {
    expect(post.parse('Cafe\u0301')).toBe('Café');
    expect(post.parse('Café').length).toBe(4);
    expect(post.parse('🙏🏽 𝄞 👨‍👩‍👧')).toBe('🙏🏽 𝄞 👨‍👩‍👧');
    expect(post.parse('  한국어  ')).toBe('한국어');
  });

  it('counts length in characters after normalisation, not UTF-16 units', () => {
    // Ten decomposed "é" are twenty code points before NFC and ten after.
    expect(post.safeParse('e\u0301'.repeat(10)).success).toBe(true);
    // Ten emoji are twenty UTF-16 units: still ten characters.
    expect(post.safeParse('🙏'.repeat(10)).success).toBe(true);
    const tooLong = post.safeParse('🙏'.repeat(11));
    expect(codeOf(tooLong)).toBe(TextErrorCode.tooLong);
    expect(tooLong.error?.issues[0].message).toBe('Post must be at most 10 characters');
  });

  it('refuses NUL and other control characters but keeps newlines and tabs in multi-line text', () => {
    for (const bad of ['a\u0000b', 'a\u0007', 'a\u001Bb', '\u007F', 'a\u0085b', 'x\u000Cy']) {
      expect(codeOf(post.safeParse(bad))).toBe(TextErrorCode.controlCharacters);
    }
    expect(post.parse('a\n\tb')).toBe('a\n\tb');
    expect(post.parse('a\r\nb\rc')).toBe('a\nb\nc');
    const line = userText({ max: 10, what: 'Name', multiline: false });
    expect(codeOf(line.safeParse('a\nb'))).toBe(TextErrorCode.controlCharacters);
    expect(codeOf(line.safeParse('a\u2028b'))).toBe(TextErrorCode.controlCharacters);
  });

  it('refuses text that is empty once invisible characters are set aside', () => {
    for (const blank of ['', '   ', '\u200B', '\u00AD\u00AD', '\uFEFF', '\u200D\u2060', '\u3164', '\u2800', ' \u200B\n\t ']) {
      const result = post.safeParse(blank);
      expect({ blank, code: codeOf(result) }).toEqual({ blank, code: TextErrorCode.empty });
      expect(result.error?.issues[0].message).toBe('Post cannot be empty');
    }
    // An emoji with a variation selector or joiner is visible.
    expect(post.parse('❤️')).toBe('❤️');
  });

  it('removes bidi overrides and isolates', () => {
    expect(post.parse('abc\u202Edcba')).toBe('abcdcba');
    expect(post.parse('\u2066x\u2069')).toBe('x');
    expect(codeOf(post.safeParse('\u202E\u202D'))).toBe(TextErrorCode.empty);
  });

  it('refuses lone surrogates', () => {
    expect(codeOf(post.safeParse('a\uD800'))).toBe(TextErrorCode.brokenCharacter);
    expect(codeOf(post.safeParse('\uDC00b'))).toBe(TextErrorCode.brokenCharacter);
  });

  it('refuses what is not text', () => {
    expect(post.safeParse(5).error?.issues[0].message).toBe('Post is required');
    expect(post.safeParse(undefined).success).toBe(false);
  });

  it('treats a blank optional text as absent and checks the rest', () => {
    const testimony = optionalUserText({ max: 5, what: 'Testimony' });
    expect(testimony.parse(undefined)).toBeNull();
    expect(testimony.parse(' \u200B ')).toBeNull();
    expect(testimony.parse(' Amen ')).toBe('Amen');
    expect(codeOf(testimony.safeParse('a\u0000'))).toBe(TextErrorCode.controlCharacters);
    expect(codeOf(testimony.safeParse('\uD800'))).toBe(TextErrorCode.brokenCharacter);
  });

  it('is the rule of every user text in the contracts', () => {
    const nul = 'hello\u0000';
    const cases = [
      CreatePostBody.safeParse({ content: nul }),
      CreateResponseBody.safeParse({ content: nul }),
      CreatePrayerRequestBody.safeParse({ content: nul }),
      CreatePrayerResponseBody.safeParse({ content: nul }),
      MarkAnsweredBody.safeParse({ testimony: nul }),
      ReportBody.safeParse({ itemType: 'post', itemId: 'p1', reason: 'other', details: nul }),
      GrammarPreviewBody.safeParse({ content: nul }),
      ChatMessageText.safeParse(nul),
      MissionaryBioText.safeParse(nul),
    ];
    expect(cases.map((c) => c.success)).toEqual(cases.map(() => false));
    expect(CreatePostBody.parse({ content: ' \u202Eok ' })).toEqual({ content: 'ok' });
    expect(ReportBody.parse({ itemType: 'post', itemId: 'p1', reason: 'other', details: '\u200B' }).details).toBeUndefined();
  });

  it('never returns broken, control-laden, unnormalised or over-long text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (raw) => {
        const result = checkUserText(raw, { max: 20, what: 'Post' });
        if (!result.ok) return;
        expect(/\p{Cs}/u.test(result.text)).toBe(false);
        expect(result.text).toBe(result.text.normalize('NFC'));
        expect(/(?![\t\n])[\p{Cc}\u202A-\u202E\u2066-\u2069]/u.test(result.text)).toBe(false);
        expect([...result.text].length).toBeLessThanOrEqual(20);
      }),
      { numRuns: 500 },
    );
  });
});
