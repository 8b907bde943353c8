/** @jest-environment node */
import { DecodeError, decodeBool, decodeDate, decodeInt, decodeJson, decodeNullableDate, decodeNullableString, decodeString } from './decode';
import { toDbDate } from './sql';

describe('decodeDate', () => {
  const iso = '2025-03-04T05:06:07.089Z';
  it.each([
    ['a Date (mysql2)', new Date(iso)],
    ['epoch milliseconds', Date.parse(iso)],
    ['SQL text with milliseconds (SQLite)', '2025-03-04 05:06:07.089'],
    ['ISO text', iso],
    ['ISO text with an offset', '2025-03-04T07:06:07.089+02:00'],
    ['text with microseconds', '2025-03-04 05:06:07.089999'],
  ])('reads %s', (_, value) => {
    expect(decodeDate(value)).toBe(iso);
  });

  it('reads SQL text without fraction (CURRENT_TIMESTAMP on SQLite) as UTC', () => {
    expect(decodeDate('2025-03-04 05:06:07')).toBe('2025-03-04T05:06:07.000Z');
    expect(decodeDate('2025-03-04 05:06:07.5')).toBe('2025-03-04T05:06:07.500Z');
  });

  it('round-trips what toDbDate writes', () => {
    const d = new Date('1999-12-31T23:59:59.999Z');
    expect(toDbDate(d)).toBe('1999-12-31 23:59:59.999');
    expect(decodeDate(toDbDate(d))).toBe(d.toISOString());
  });

  it.each([['garbage'], [''], [null], [undefined], [{}], [new Date('nope')]])('refuses %p', (value) => {
    expect(() => decodeDate(value)).toThrow(DecodeError);
  });

  it('passes null through for nullable columns', () => {
    expect(decodeNullableDate(null)).toBeNull();
    expect(decodeNullableDate(undefined)).toBeNull();
  });
});

describe('decodeBool', () => {
  it.each([
    [0, false],
    [1, true],
    ['0', false],
    ['1', true],
    [true, true],
    [false, false],
    [0n, false],
    [1n, true],
    [Buffer.from([1]), true],
  ])('reads %p as %p', (value, expected) => {
    expect(decodeBool(value)).toBe(expected);
  });
  it.each([[2], ['yes'], [null]])('refuses %p', (value) => {
    expect(() => decodeBool(value)).toThrow(DecodeError);
  });
});

describe('decodeInt', () => {
  it('reads numbers, numeric strings (mysql2 SUM/COUNT) and bigints', () => {
    expect(decodeInt(3)).toBe(3);
    expect(decodeInt('42')).toBe(42);
    expect(decodeInt(7n)).toBe(7);
  });
  it.each([['4.5'], [4.5], [''], ['abc'], [null], [Number.MAX_SAFE_INTEGER + 10]])('refuses %p', (value) => {
    expect(() => decodeInt(value)).toThrow(DecodeError);
  });
});

describe('strings and JSON', () => {
  it('reads strings and buffers', () => {
    expect(decodeString('a')).toBe('a');
    expect(decodeString(Buffer.from('ü'))).toBe('ü');
    expect(() => decodeString(1)).toThrow(DecodeError);
    expect(decodeNullableString(null)).toBeNull();
  });
  it('reads JSON text and falls back on malformed content', () => {
    expect(decodeJson('["en","es"]', [])).toEqual(['en', 'es']);
    expect(decodeJson('{not json', { ok: false })).toEqual({ ok: false });
    expect(decodeJson(null, [])).toEqual([]);
  });
});
