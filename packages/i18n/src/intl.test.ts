import { languageCodes } from './languages';
import { formatNumber, regionName, relativeTimeFormat } from './intl';

it('names regions in the reader language and falls back for what is not a region', () => {
  expect(regionName('BR', 'pt-BR')).toBe('Brasil');
  expect(regionName('GB', 'en')).toBe('United Kingdom');
  expect(regionName('??', 'en', 'Other')).toBe('Other');
  expect(regionName('GB', 'not a language!', 'UK')).toBe('UK');
});

it('makes one relative-time formatter per language', () => {
  expect(relativeTimeFormat('fr')).toBe(relativeTimeFormat('fr'));
  expect(relativeTimeFormat('fr').format(-1, 'day')).toBe('hier');
});

it('formats numbers in the reader language, and still formats for a tag Intl refuses', () => {
  expect(formatNumber(12345, 'en')).toBe('12,345');
  expect(formatNumber(1234567, 'hi')).toBe('12,34,567');
  expect(formatNumber(12345, 'fr')).toBe('12\u202f345');
  expect(formatNumber(12345, 'not a language!')).toMatch(/^12.?345$/);
});

it('writes whole numbers exactly as Intl does in each of the nine languages', () => {
  const values = [0, 7, 42, 999, 1000, 1234, 9999, 10000, 12345, 99999, 100000, 123456, 1234567, 12345678, 123456789, 1000000000, Number.MAX_SAFE_INTEGER];
  for (let digits = 1; digits <= 16; digits++) values.push(Number('9'.repeat(digits)), 10 ** (digits - 1));
  for (const language of languageCodes) {
    const intl = new Intl.NumberFormat(language);
    for (const value of values) expect([language, formatNumber(value, language)]).toEqual([language, intl.format(value)]);
  }
});

it('leaves fractions, negative numbers and other languages to Intl', () => {
  expect(formatNumber(1234.5, 'fr')).toBe(new Intl.NumberFormat('fr').format(1234.5));
  expect(formatNumber(-12345, 'ru')).toBe(new Intl.NumberFormat('ru').format(-12345));
  expect(formatNumber(12345, 'de')).toBe('12.345');
  expect(formatNumber(Number.MAX_SAFE_INTEGER + 2, 'en')).toBe(new Intl.NumberFormat('en').format(Number.MAX_SAFE_INTEGER + 2));
});
