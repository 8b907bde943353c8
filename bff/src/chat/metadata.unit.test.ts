import { decodeMetadata } from './chat.repo';

const line = {
  id: 'us-988',
  name: '988 Suicide & Crisis Lifeline',
  kind: 'crisis',
  call: { display: '988', href: 'tel:988' },
  text: null,
  chatUrl: null,
  hours: 'always',
  languages: ['en'],
  option: null,
  source: { url: 'https://988lifeline.org', retrieved: '2026-01-01', kind: 'official' },
};

it('keeps the crisis lines of a message stored before countries carried their name', () => {
  const stored = JSON.stringify({
    ai: true,
    crisis: { countries: [{ countryCode: 'US', emergency: { display: '911', href: 'tel:911' }, lines: [line] }], international: { name: 'Find A Helpline', url: 'https://findahelpline.com/' }, offerHuman: true },
  });
  const decoded = decodeMetadata(stored);
  expect(decoded?.crisis?.countries[0]).toMatchObject({ countryCode: 'US', lines: [{ id: 'us-988' }] });
  expect(decoded?.crisis?.countries[0].name).toBeUndefined();
});
