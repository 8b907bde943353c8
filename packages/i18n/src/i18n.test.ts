import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, ERROR_REASONS, errorMessageKey } from '@flow/contracts';
import { detectLanguage, languageCodes } from './languages';

type Tree = { [key: string]: string | Tree };
const localesDir = path.join(__dirname, '..', 'locales');
const load = (code: string): Tree => JSON.parse(fs.readFileSync(path.join(localesDir, `${code}.json`), 'utf8'));

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[full] = value;
    else Object.assign(out, flatten(value, full));
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
// Plural suffixes differ per language (ja has only _other, ru has _few/_many): compare base keys.
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const en = flatten(load('en'));

describe('translations', () => {
  it('has a file for each of the nine languages', () => {
    expect(languageCodes).toHaveLength(9);
    for (const code of languageCodes) expect(fs.existsSync(path.join(localesDir, `${code}.json`))).toBe(true);
  });

  describe.each(languageCodes.filter((c) => c !== 'en'))('%s', (code) => {
    const other = flatten(load(code));
    it('covers every English key and adds none', () => {
      const enKeys = new Set(Object.keys(en).map(base));
      const otherKeys = new Set(Object.keys(other).map(base));
      expect([...enKeys].filter((k) => !otherKeys.has(k))).toEqual([]);
      expect([...otherKeys].filter((k) => !enKeys.has(k))).toEqual([]);
    });
    it('has no empty text and keeps every placeholder', () => {
      for (const [key, text] of Object.entries(other)) {
        expect(text.trim()).not.toBe('');
        const enText = en[key] ?? en[`${base(key)}_other`] ?? en[base(key)];
        expect({ key, placeholders: placeholders(text).filter((p) => p !== 'count') }).toEqual({
          key,
          placeholders: placeholders(enText).filter((p) => p !== 'count'),
        });
      }
    });
    it('is actually translated', () => {
      // A few short brand-like strings ("Flow", "{{time}}") may match English; most text must not.
      const entries = Object.entries(other);
      const identical = entries
        .filter(([key, text]) => text === (en[key] ?? en[`${base(key)}_other`] ?? en[base(key)]))
        .map(([key]) => key);
      expect({ identical, tooMany: identical.length > entries.length * 0.15 }).toMatchObject({ tooMany: false });
    });
  });
});

describe('the first screen\'s sections (first-screen-sections.json)', () => {
  const { sections } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'first-screen-sections.json'), 'utf8')) as { sections: string[] };
  const english = load('en');
  it('names sections that exist, once each', () => {
    expect(sections.filter((s) => !(s in english))).toEqual([]);
    expect(new Set(sections).size).toBe(sections.length);
  });
  it('leaves the other screens\' sections for later', () => {
    const rest = Object.keys(english).filter((s) => !sections.includes(s));
    expect(rest).toEqual(expect.arrayContaining(['joinMission', 'charities', 'moderation', 'dashboard', 'warRoom', 'chat']));
  });
});

describe('error messages', () => {
  // The client shows these instead of the server's English text, so each code the BFF can send
  // (the one list in the contracts) must read well in every language.
  const codes = [...ERROR_CODES, ...ERROR_REASONS];
  it.each(languageCodes)('%s has a text for every error code and reason', (code) => {
    const texts = flatten(load(code));
    const missing = codes.filter((c) => !texts[errorMessageKey(c)]?.trim());
    expect(missing).toEqual([]);
  });
});

describe('detectLanguage (spec 000 §4)', () => {
  it('prefers a supported saved code', () => {
    expect(detectLanguage('ko', ['fr-FR'])).toBe('ko');
  });
  it('ignores an unsupported saved code and falls back to the browser list by prefix', () => {
    expect(detectLanguage('de', ['de-DE', 'pt-PT'])).toBe('pt-BR');
    expect(detectLanguage(null, ['zh-TW'])).toBe('zh-CN');
    expect(detectLanguage(undefined, ['hi-IN'])).toBe('hi');
  });
  it('defaults to English', () => {
    expect(detectLanguage(null, ['de-DE', 'it'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });
});

// Findings of the native-language review (issue 18): each check fails on the texts it replaced.
describe('editorial rules', () => {
  const texts = (code: string) => flatten(load(code));
  const values = (code: string) => Object.entries(texts(code));

  describe('glossary (packages/i18n/GLOSSARY.md)', () => {
    const md = fs.readFileSync(path.join(__dirname, '..', 'GLOSSARY.md'), 'utf8');
    const rows = (section: string) =>
      section
        .split('\n')
        .filter((line) => line.startsWith('|') && !/^\|\s*(---|Concept)/.test(line))
        .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
    const [, keyTable, ...languageSections] = md.split(/\n## |\nWhich texts/);
    const keysByConcept = new Map(
      rows(keyTable).map(([concept, keys]) => [concept, [...keys.matchAll(/`([^`]+)`/g)].map((m) => m[1])]),
    );
    const sections = new Map(languageSections.map((s) => [s.split('\n')[0].trim(), rows(s)]));

    it('has a table for every language and every concept', () => {
      expect([...sections.keys()].sort()).toEqual([...languageCodes].sort());
      expect(keysByConcept.size).toBe(10);
      for (const [code, table] of sections) {
        expect({ code, concepts: table.map(([concept]) => concept) }).toEqual({ code, concepts: [...keysByConcept.keys()] });
      }
    });

    it.each([...languageCodes])('%s uses its chosen terms', (code) => {
      const t = texts(code);
      const misses: string[] = [];
      for (const [concept, , check] of sections.get(code) ?? []) {
        const term = /`([^`]+)`/.exec(check)?.[1] ?? '';
        expect(term).not.toBe('');
        for (const key of keysByConcept.get(concept) ?? []) {
          if (!t[key]?.toLowerCase().includes(term.toLowerCase())) misses.push(`${concept} → ${key}: ${t[key]}`);
        }
      }
      expect(misses).toEqual([]);
    });
  });

  it('zh-CN addresses the reader as 你, never 您', () => {
    expect(values('zh-CN').filter(([, text]) => text.includes('您'))).toEqual([]);
  });

  it('ko speaks in 해요체 throughout, never 합니다체', () => {
    expect(values('ko').filter(([, text]) => /니다|니까/.test(text))).toEqual([]);
  });

  it('ja calls a prayer request 祈りの課題 and scripture みことば', () => {
    expect(values('ja').filter(([, text]) => /祈り.{0,2}リクエスト|御言葉/.test(text))).toEqual([]);
  });

  it.each([
    ['ru', /Подарить сердце|Забрать сердце/],
    ['hi', /दिल दें|दिल वापस/],
    ['pt-BR', /sozinho|foi contada/],
    ['es', /ha sido contada|ha sido respondida/],
    ['fr', /Prié aujourd|a été comptée|'/],
    ['hi', /गिन ली/],
  ] as const)('%s has none of the calques and misfires the review found (%s)', (code, pattern) => {
    expect(values(code).filter(([, text]) => pattern.test(text))).toEqual([]);
  });

  it.each([
    ['es', /Sé el primero|Bienvenido|como invitado|Usuario gratuito|Todos los que/],
    ['pt-BR', /Seja o primeiro|Bem-vindo|acompanhado|Usuário gratuito|Todos que/],
    ['fr', /Soyez le premier|en tant qu.invité|Utilisateur gratuit|senti aussi entouré|Tous ceux qui/],
    ['ru', /Станьте первым|как гость|я поделился|я получил|не находил|Бесплатный пользователь/],
    ['hi', /आता हूँ|ढूँढ रहे हैं|आप चाहते हैं|महसूस नहीं करते/],
  ] as const)('%s addresses the reader without masculine defaults', (code, pattern) => {
    expect(values(code).filter(([, text]) => pattern.test(text))).toEqual([]);
  });

  it.each([...languageCodes])('%s has every plural form its language needs for counted texts', (code) => {
    const t = texts(code);
    const rules = new Intl.PluralRules(code);
    const needed = new Set(Array.from({ length: 200 }, (_, n) => rules.select(n)));
    for (const key of ['scripture.results', 'pray.count']) {
      expect({ key, missing: [...needed].filter((form) => !t[`${key}_${form}`]) }).toEqual({ key, missing: [] });
    }
  });

  it('English says "1 verse found" and "2 verses found"', async () => {
    const i18next = (await import('i18next')).default.createInstance();
    await i18next.init({ lng: 'en', resources: { en: { translation: load('en') } } });
    expect(i18next.t('scripture.results', { count: 1 })).toBe('1 verse found');
    expect(i18next.t('scripture.results', { count: 2 })).toBe('2 verses found');
    expect(i18next.t('dashboard.history.count', { count: 1 })).toBe('1 spiritual interaction');
    expect(i18next.t('dashboard.history.count', { count: 7 })).toBe('7 spiritual interactions');
  });

  describe.each([
    ['pt-BR', 'João 3:16'],
    ['es', 'Juan 3:16'],
    ['fr', 'Jean 3:16'],
    ['zh-CN', '约翰福音 3:16'],
    ['ko', '요한복음 3:16'],
    ['ja', 'ヨハネによる福音書 3:16'],
    ['hi', 'यूहन्ना 3:16'],
    ['ru', 'Иоанна 3:16'],
  ])('%s search example', (code, reference) => {
    const placeholder = texts(code)['scripture.searchPlaceholder'];
    it('names the book in the reader’s language', () => {
      expect(placeholder).toContain(reference);
      expect(placeholder).not.toContain('John');
    });
    it('gives example words the 3-character search minimum accepts', () => {
      const words = placeholder
        .slice(0, placeholder.indexOf(reference))
        .replace(/^.*?(例如：|예: |例：|e\.g\.|por exemplo: |por ejemplo: |par exemple : |जैसे |например )/, '')
        .split(/[、,，]|\s(?:ou|o|या|или)\s/)
        .map((w) => w.replace(/[«»“”]/g, '').trim())
        .filter(Boolean);
      expect(words.length).toBeGreaterThan(0);
      for (const word of words) expect({ word, long: [...word].length >= 3 }).toEqual({ word, long: true });
    });
  });

  it.each(languageCodes.filter((c) => c !== 'en'))('%s writes "text WORD to NUMBER" without the English "to"', (code) => {
    expect(texts(code)['crisis.textWord']).not.toMatch(/\bto\b/);
  });
});
