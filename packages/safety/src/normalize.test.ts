import { filterContent, mentionsSelfHarm, normalize, stripInvisible } from './filter';
import type { SafetyLanguage } from './lexicon';

const ZWSP = '\u200b';
const SOFT_HYPHEN = '\u00ad';
const BOM = '\ufeff';
const RLM = '\u200f';
const ZWJ = '\u200d';

/** A self-harm phrase per language, written plainly; each trick below is applied to it. */
const PHRASES: Record<SafetyLanguage, string> = {
  en: 'I want to kill myself',
  'pt-BR': 'eu quero me matar',
  es: 'voy a matarme',
  fr: 'je veux me tuer',
  'zh-CN': '我想自杀',
  ko: '나는 죽고 싶어',
  ja: '死にたい',
  hi: 'मैं आत्महत्या करना चाहता हूँ',
  ru: 'хочу убить себя',
};

/** Inserts `mark` between the letters of the longest word (the last of equals). */
function insideWord(text: string, mark: string): string {
  const words = text.split(' ');
  let i = 0;
  words.forEach((w, j) => {
    if (w.length >= words[i].length) i = j;
  });
  words[i] = [...words[i]].join(mark);
  return words.join(' ');
}

describe.each(Object.entries(PHRASES) as Array<[SafetyLanguage, string]>)('normalisation tricks in %s', (language, phrase) => {
  it('is caught written plainly', () => {
    expect(filterContent(phrase)).toMatchObject({ verdict: 'self_harm', language });
  });

  it.each([
    ['zero-width spaces', ZWSP],
    ['soft hyphens', SOFT_HYPHEN],
    ['byte-order marks', BOM],
    ['bidi marks', RLM],
    ['zero-width joiners', ZWJ],
  ])('is caught with %s inside a word', (_, mark) => {
    expect(mentionsSelfHarm(insideWord(phrase, mark))).toBe(true);
  });

  it('is caught written in fullwidth or compatibility forms', () => {
    const wide = [...phrase].map((c) => (/[!-~]/.test(c) ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c)).join('');
    expect(mentionsSelfHarm(wide)).toBe(true);
  });
});

describe('confusable letters', () => {
  it.each([
    ['Cyrillic і in "kill myself"', 'I want to kіll myself'],
    ['Cyrillic е and ѕ', 'thinking about ѕuicidе'],
    ['Greek omicron', 'I want to end my life tοnight, end my lіfe'],
    ['Cyrillic о in "end my life"', 'I will еnd my lifе'],
    ['a Latin small capital', 'ꜱuicide'],
    ['Cyrillic а in Portuguese', 'quero me mаtar'],
    ['Cyrillic о in French', 'je veux me tuеr'],
    ['Cyrillic е in Spanish', 'voy a matarmе'],
  ])('%s', (_, text) => {
    expect(mentionsSelfHarm(text)).toBe(true);
  });

  it('folds a Latin look-alike inside a Russian word towards Cyrillic', () => {
    // "суицид" with a Latin c and y
    expect(mentionsSelfHarm('думаю о cyицидe')).toBe(true);
  });

  it('leaves Russian, Hindi and Korean words as they are', () => {
    expect(normalize('Привет, как дела')).toBe('привет, как дела');
    expect(normalize('안녕하세요')).toBe('안녕하세요');
    expect(filterContent('Спасибо всем за молитвы').verdict).toBe('clean');
    expect(filterContent('सबको धन्यवाद').verdict).toBe('clean');
  });
});

describe('spaced-out, repeated and leetspeak letters', () => {
  it.each([
    ['k i l l  m y s e l f'],
    ['i want to k i l l m y s e l f'],
    ['s.u.i.c.i.d.e'],
    ['k-i-l-l m-y-s-e-l-f'],
    ['S U I C I D E'],
    ['suiciiiide'],
    ['kiiiill myseeelf'],
    ['k1ll myself'],
    ['ki11 myself'],
    ['su1c1de'],
    ['5u1c1d3'],
    ['e.n.d m.y l.i.f.e'],
    ['me m a t a r'],
    ['s u i c i d i o'],
    ['с у и ц и д'],
    ['自 杀'],
    ['죽 고 싶 다'],
  ])('%s', (text) => {
    expect(mentionsSelfHarm(text)).toBe(true);
  });

  it.each([
    ['a b c, easy as 1 2 3'],
    ['I scored 100 on my test'],
    ['Psalm 23 and 1 Cor 13'],
    ['We need 24/7 prayer'],
    ['look at the b-e-a-u-t-i-f-u-l sky'],
    ['the committee will meet'],
    ['I feel so skilled at killing weeds in my garden'],
    ['Mississippi is my home'],
    ['2 Timothy 1:7 gives me strength'],
  ])('leaves "%s" alone', (text) => {
    expect(mentionsSelfHarm(text)).toBe(false);
  });
});

describe('what is published', () => {
  it('removes invisible characters but keeps the rest of what the person wrote', () => {
    expect(filterContent(`Pray${ZWSP} for my fa${SOFT_HYPHEN}mily${BOM}`).text).toBe('Pray for my family.');
  });

  it('keeps accents, Cyrillic, confusable-looking and fullwidth letters as written', () => {
    expect(filterContent('Привет, друзья').text).toBe('Привет, друзья.');
    expect(filterContent('São José, café com pão').text).toBe('São José, café com pão.');
    expect(filterContent('ｆｕｌｌ ｗｉｄｔｈ').text).toBe('Ｆｕｌｌ ｗｉｄｔｈ.');
    expect(filterContent('Ελπίδα και ειρήνη').text).toBe('Ελπίδα και ειρήνη.');
  });

  it('keeps the joiners that emoji and Indic scripts need', () => {
    const family = '👨‍👩‍👧';
    expect(stripInvisible(`our ${family}`)).toBe(`our ${family}`);
    expect(stripInvisible('क्‍ष')).toBe('क्‍ष');
  });

  it('strips bidi controls and zero-width spaces', () => {
    expect(stripInvisible(`a${RLM}b${ZWSP}c\u202ed\u2066e\u2069`)).toBe('abcde');
  });
});
