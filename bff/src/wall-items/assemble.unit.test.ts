import { assembleItems } from './assemble';

const shared = [{ id: 'a', text: 'é' }, { id: 'b', text: '祈り' }, { id: 'c', text: 'x' }].map((item) => Buffer.from(JSON.stringify(item)));
const wrap = (items: string) => `{"posts":${items},"nextCursor":"abc"}`;

describe('assembleItems', () => {
  it('gives the shared answer when nothing is the viewer’s', () => {
    expect(JSON.parse(assembleItems(wrap, shared, null).toString())).toEqual({
      posts: [{ id: 'a', text: 'é' }, { id: 'b', text: '祈り' }, { id: 'c', text: 'x' }],
      nextCursor: 'abc',
    });
  });
  it('puts the viewer’s own items in their places and keeps the rest as shared', () => {
    const out = assembleItems(wrap, shared, [null, JSON.stringify({ id: 'b', text: '祈り', isMine: true }), null]);
    expect(JSON.parse(out.toString()).posts).toEqual([{ id: 'a', text: 'é' }, { id: 'b', text: '祈り', isMine: true }, { id: 'c', text: 'x' }]);
  });
  it('answers an empty list and a bare array shape', () => {
    expect(assembleItems(wrap, [], null).toString()).toBe('{"posts":[],"nextCursor":"abc"}');
    expect(assembleItems((items) => items, shared.slice(0, 1), null).toString()).toBe('[{"id":"a","text":"é"}]');
  });
});
