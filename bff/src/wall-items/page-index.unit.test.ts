/** @jest-environment node */
import { indexPage, touchedPositions } from './page-index';

const items = [
  { id: 'p1', responses: [{ id: 'r1' }, { id: 'r2' }] },
  { id: 'p2', responses: [] },
  { id: 'p3', responses: [{ id: 'r3' }] },
];
const authors = new Map([
  ['p1', 'anon_a'],
  ['r1', 'anon_b'],
  ['r2', 'anon_a'],
  ['p2', 'anon_b'],
  ['p3', 'anon_c'],
  ['r3', 'anon_b'],
]);
const index = indexPage(items, 'post', (p) => p.responses, 'response', authors);

describe('indexPage', () => {
  it('knows which item holds each item and response, and what each author wrote', () => {
    expect(index.ids).toEqual(['p1', 'p2', 'p3']);
    expect(index.positions.get('response:r3')).toBe(2);
    expect(index.positions.get('post:r3')).toBeUndefined();
    expect(index.byAuthor.get('anon_a')).toEqual(['post:p1', 'response:r2']);
    expect(index.byAuthor.get('anon_b')).toEqual(['response:r1', 'post:p2', 'response:r3']);
    expect(index.byAuthor.get('anon_nobody')).toBeUndefined();
  });

  it('finds the items a viewer touches, ignoring what is not on the page', () => {
    expect([...touchedPositions(index, ['response:r3'], new Set(['post:p2', 'prayer_request:p1', 'post:elsewhere']), [])].sort()).toEqual([1, 2]);
    expect(touchedPositions(index, [], new Set(), new Set(['post:gone'])).size).toBe(0);
  });
});
