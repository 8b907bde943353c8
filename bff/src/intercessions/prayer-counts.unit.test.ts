/** @jest-environment node */
import { PrayerCounts } from './prayer-counts';

function counter(counts: Record<string, number>) {
  const asked: string[][] = [];
  const load = async (ids: string[]) => {
    asked.push(ids);
    return new Map(Object.entries(counts).filter(([id]) => ids.includes(id)));
  };
  return { load, asked };
}

describe('PrayerCounts', () => {
  it('reads only the items it does not hold, and zero for an item nobody prayed for', async () => {
    const counts = new PrayerCounts();
    const { load, asked } = counter({ a: 2 });
    expect([...(await counts.get('post', ['a', 'b'], load))]).toEqual([
      ['a', 2],
      ['b', 0],
    ]);
    expect([...(await counts.get('post', ['a', 'b', 'c'], load))]).toEqual([
      ['a', 2],
      ['b', 0],
      ['c', 0],
    ]);
    expect(asked).toEqual([['a', 'b'], ['c']]);
  });

  it('keeps item types apart', async () => {
    const counts = new PrayerCounts();
    await counts.get('post', ['a'], counter({ a: 5 }).load);
    expect((await counts.get('prayer_request', ['a'], counter({}).load)).get('a')).toBe(0);
  });

  it('reads an item again after a prayer for it', async () => {
    const counts = new PrayerCounts();
    await counts.get('post', ['a'], counter({ a: 1 }).load);
    counts.forget('post', 'a');
    expect((await counts.get('post', ['a'], counter({ a: 2 }).load)).get('a')).toBe(2);
  });

  it('does not keep a count read while someone prayed', async () => {
    const counts = new PrayerCounts();
    let release!: () => void;
    const slow = counts.get('post', ['a'], async () => {
      await new Promise<void>((r) => (release = r));
      return new Map([['a', 1]]);
    });
    await Promise.resolve();
    counts.forget('post', 'a');
    release();
    expect((await slow).get('a')).toBe(1);
    const { load, asked } = counter({ a: 2 });
    expect((await counts.get('post', ['a'], load)).get('a')).toBe(2);
    expect(asked).toHaveLength(1);
  });

  it('forgets after its time to live (a lost event) and keeps a bounded number of items', async () => {
    let now = 0;
    const counts = new PrayerCounts(1000, 2, () => now);
    const { load, asked } = counter({ a: 1, b: 1, c: 1 });
    await counts.get('post', ['a', 'b', 'c'], load);
    expect(counts.size).toBe(2);
    now = 999;
    await counts.get('post', ['b', 'c'], load);
    expect(asked).toHaveLength(1);
    now = 1000;
    await counts.get('post', ['b'], load);
    expect(asked).toHaveLength(2);
  });
});
