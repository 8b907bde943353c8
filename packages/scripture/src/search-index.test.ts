/** @jest-environment node */
import { withinOneEdit } from './search-index';

describe('withinOneEdit', () => {
  it.each([
    ['forgiveness', 'forgivness', true],
    ['shepherd', 'shepherds', true],
    ['mercy', 'mercy', true],
    ['mercy', 'marcy', true],
    ['mercy', 'mecry', false],
    ['grace', 'gracious', false],
  ])('%s / %s → %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});
