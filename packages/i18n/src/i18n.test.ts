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
