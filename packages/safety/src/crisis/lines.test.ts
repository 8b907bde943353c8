import { COUNTRY_LINES, INTERNATIONAL_DIRECTORY, LANGUAGE_COUNTRIES, crisisLinesFor, isDialable, smsHref, telHref } from './lines';
import { LANGUAGES } from '../lexicon';

const everyLine = COUNTRY_LINES.flatMap((c) => c.lines.map((line) => [c.country, line.id, line] as const));

describe('crisis lines data', () => {
  it.each(everyLine)('%s %s cites an https or http source with the day it was read', (_, __, line) => {
    expect(line.source.url).toMatch(/^https?:\/\/[^\s]+\.[^\s]+/);
    expect(line.source.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each(everyLine)('%s %s can be reached by a valid tel: or sms: link or a chat page', (_, __, line) => {
    expect(line.phone || line.sms || line.chatUrl).toBeTruthy();
    if (line.phone) {
      expect(isDialable(line.phone.dial)).toBe(true);
      expect(telHref(line.phone.dial)).toMatch(/^tel:(\+[1-9]\d{7,14}|\*?\d{3,6})$/);
    }
    if (line.sms) {
      expect(isDialable(line.sms.to)).toBe(true);
      expect(smsHref(line.sms)).toMatch(/^sms:(\+[1-9]\d{7,14}|\d{3,6})(\?body=[A-Za-z0-9%]+)?$/);
    }
    if (line.chatUrl) expect(line.chatUrl).toMatch(/^https:\/\//);
    expect(line.languages.length).toBeGreaterThan(0);
  });

  it('has unique ids and one entry per country, each with at least one crisis line', () => {
    const ids = everyLine.map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    const countries = COUNTRY_LINES.map((c) => c.country);
    expect(new Set(countries).size).toBe(countries.length);
    for (const c of COUNTRY_LINES) {
      expect(c.country).toMatch(/^[A-Z]{2}$/);
      expect(c.lines.some((l) => l.kind === 'crisis')).toBe(true);
      if (c.emergency) {
        expect(isDialable(c.emergency.number)).toBe(true);
        expect(c.emergency.source.url).toMatch(/^https?:\/\//);
      }
    }
  });

  it('lists, for every interface language, countries that all exist in the data', () => {
    expect(Object.keys(LANGUAGE_COUNTRIES).sort()).toEqual([...LANGUAGES].sort());
    const known = new Set(COUNTRY_LINES.map((c) => c.country));
    for (const countries of Object.values(LANGUAGE_COUNTRIES)) {
      expect(countries.length).toBeGreaterThan(0);
      for (const country of countries) expect(known).toContain(country);
    }
  });

  it('rejects numbers that are neither E.164 nor a short code', () => {
    for (const bad of ['0800 32 123', '+0123456789', '12', '+1 800 799 7233', 'tel:988', '1234567', '+44']) {
      expect(isDialable(bad)).toBe(false);
    }
  });

  it('keeps the UK on Samaritans and Shout, never the NHS 111 non-emergency number, and Canada on 9-8-8', () => {
    const uk = COUNTRY_LINES.find((c) => c.country === 'GB')!;
    expect(uk.lines.map((l) => l.phone?.dial ?? l.sms?.to)).toEqual(expect.arrayContaining(['116123', '85258']));
    expect(uk.lines.some((l) => l.phone?.dial === '111')).toBe(false);
    expect(smsHref(uk.lines.find((l) => l.id === 'gb-shout')!.sms!)).toBe('sms:85258?body=SHOUT');
    const ca = COUNTRY_LINES.find((c) => c.country === 'CA')!;
    expect(ca.lines[0].phone?.dial).toBe('988');
  });

  it('has an international directory with a source', () => {
    expect(INTERNATIONAL_DIRECTORY.url).toMatch(/^https:\/\//);
    expect(INTERNATIONAL_DIRECTORY.source.url).toMatch(/^https:\/\//);
  });
});

describe('crisisLinesFor', () => {
  it('puts the visitor\'s country first, then the countries of their language, each once', () => {
    expect(crisisLinesFor('BR', 'pt-BR').map((c) => c.country)).toEqual(['BR', 'PT']);
    expect(crisisLinesFor('pt', 'pt-BR').map((c) => c.country)).toEqual(['PT', 'BR']);
    expect(crisisLinesFor('BR', 'ja').map((c) => c.country)).toEqual(['BR', 'JP']);
    expect(crisisLinesFor('CA', 'fr').map((c) => c.country)).toEqual(['CA', 'FR', 'BE', 'CH']);
  });

  it('falls back to the countries of the language when the country is unknown or has no lines', () => {
    expect(crisisLinesFor(null, 'ko').map((c) => c.country)).toEqual(['KR']);
    expect(crisisLinesFor('ZZ', 'ru').map((c) => c.country)).toEqual(['RU']);
  });

  it('treats an unknown language as English', () => {
    expect(crisisLinesFor(null, 'xx')[0].country).toBe('US');
  });
});
