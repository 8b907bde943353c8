import { lastMessageId, mergeMessages } from './merge';

const m = (id: string, at: number, content = id) => ({ id, createdAt: new Date(Date.UTC(2026, 0, 1, 10, 0, at)).toISOString(), content });

describe('mergeMessages', () => {
  it('appends new messages in time order', () => {
    const merged = mergeMessages([m('a', 1)], [m('c', 3), m('b', 2)]);
    expect(merged.map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps each id once when the same message arrives twice (send answer + live event + catch-up)', () => {
    const first = mergeMessages([], [m('a', 1), m('b', 2)]);
    const again = mergeMessages(first, [m('b', 2), m('c', 3)]);
    const catchUp = mergeMessages(again, [m('a', 1), m('b', 2), m('c', 3)]);
    expect(catchUp.map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });

  it('returns the same array when nothing is new, so nothing re-renders', () => {
    const list = mergeMessages([], [m('a', 1), m('b', 2)]);
    expect(mergeMessages(list, [])).toBe(list);
    expect(mergeMessages(list, [m('a', 1)])).toBe(list);
  });

  it('replaces an earlier copy of an id with a changed one in place', () => {
    const list = mergeMessages([], [m('a', 1, 'draft'), m('b', 2)]);
    const next = mergeMessages(list, [m('a', 1, 'final')]);
    expect(next).not.toBe(list);
    expect(next.map((x) => [x.id, x.content])).toEqual([
      ['a', 'final'],
      ['b', 'b'],
    ]);
  });

  it('keeps the arrival order of messages created in the same instant', () => {
    const merged = mergeMessages([m('z', 1)], [m('y', 1), m('x', 1)]);
    expect(merged.map((x) => x.id)).toEqual(['z', 'y', 'x']);
  });

  it('puts a late-arriving older message where it belongs', () => {
    const merged = mergeMessages([m('a', 1), m('c', 3)], [m('b', 2)]);
    expect(merged.map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(lastMessageId(merged)).toBe('c');
  });
});

describe('lastMessageId', () => {
  it('is null for an empty room', () => {
    expect(lastMessageId([])).toBeNull();
  });
});
