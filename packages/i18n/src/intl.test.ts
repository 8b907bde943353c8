import { regionName, relativeTimeFormat } from './intl';

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
