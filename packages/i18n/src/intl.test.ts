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
