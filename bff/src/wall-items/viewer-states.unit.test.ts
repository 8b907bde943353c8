/** @jest-environment node */
import { ViewerStates, type ViewerFactsLoader } from './viewer-states';

/** A loader that counts its calls and answers `rows` (null: too many). */
function loader(rows: { liked: string[]; prayed: string[] } | null = { liked: ['post:a'], prayed: [] }) {
  const calls: number[] = [];
  const load: ViewerFactsLoader = async (limit) => {
    calls.push(limit);
    return rows && { liked: [...rows.liked], prayed: [...rows.prayed] };
  };
  return { load, calls };
}

/** A promise resolved from outside, for loads caught in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ViewerStates', () => {
  it('looks a viewer up once and answers from memory until they change something', async () => {
    const states = new ViewerStates();
    const { load, calls } = loader({ liked: ['post:a', 'response:b'], prayed: ['post:c'] });
    const first = await states.get('v1', '2026-11-25', load);
    expect(first && [...first.liked]).toEqual(['post:a', 'response:b']);
    expect(first && [...first.prayed]).toEqual(['post:c']);
    await states.get('v1', '2026-11-25', load);
    expect(calls).toHaveLength(1);
    states.forget('v1');
    await states.get('v1', '2026-11-25', load);
    expect(calls).toHaveLength(2);
  });

  it('keeps viewers apart', async () => {
    const states = new ViewerStates();
    await states.get('v1', 'd', loader({ liked: ['post:mine'], prayed: [] }).load);
    const other = await states.get('v2', 'd', loader({ liked: [], prayed: [] }).load);
    expect(other?.liked.has('post:mine')).toBe(false);
  });

  it('shares one lookup between concurrent reads of a viewer', async () => {
    const states = new ViewerStates();
    const { load, calls } = loader();
    await Promise.all([states.get('v1', 'd', load), states.get('v1', 'd', load), states.get('v1', 'd', load)]);
    expect(calls).toHaveLength(1);
  });

  it('does not keep a lookup that started before the viewer changed something', async () => {
    const states = new ViewerStates();
    const gate = deferred<{ liked: string[]; prayed: string[] }>();
    const inFlight = states.get('v1', 'd', () => gate.promise);
    states.forget('v1'); // their heart was committed while the old rows were on their way
    gate.resolve({ liked: [], prayed: [] });
    await inFlight;
    const { load, calls } = loader({ liked: ['post:new'], prayed: [] });
    expect((await states.get('v1', 'd', load))?.liked.has('post:new')).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('reads prayers again on a new day of the wall calendar', async () => {
    const states = new ViewerStates();
    await states.get('v1', '2026-11-25', loader({ liked: [], prayed: ['post:a'] }).load);
    const { load, calls } = loader({ liked: [], prayed: [] });
    expect((await states.get('v1', '2026-11-26', load))?.prayed.has('post:a')).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('ends an entry after its time to live, in case a change was never heard of', async () => {
    let now = 1_000;
    const states = new ViewerStates({ ttlMs: 500 }, () => now);
    const { load, calls } = loader();
    await states.get('v1', 'd', load);
    now += 499;
    await states.get('v1', 'd', load);
    expect(calls).toHaveLength(1);
    now += 1;
    await states.get('v1', 'd', load);
    expect(calls).toHaveLength(2);
  });

  it('answers null for a viewer with too many facts, and remembers it instead of their rows', async () => {
    const states = new ViewerStates({ maxFactsPerViewer: 3 });
    const { load, calls } = loader(null);
    expect(await states.get('v1', 'd', load)).toBeNull();
    expect(await states.get('v1', 'd', load)).toBeNull();
    expect(calls).toEqual([3]);
    expect(states.usage).toEqual({ entries: 1, facts: 1 });
  });

  it('keeps at most its number of viewers, dropping those who have not come back', async () => {
    const states = new ViewerStates({ maxEntries: 3 });
    const counted = loader();
    for (const v of ['a', 'b', 'c']) await states.get(v, 'd', counted.load);
    await states.get('a', 'd', counted.load); // a came back: now the most recent
    for (let i = 0; i < 1000; i++) await states.get(`stranger${i}`, 'd', counted.load);
    expect(states.usage.entries).toBe(3);
    const again = loader();
    await states.get(`stranger999`, 'd', again.load);
    expect(again.calls).toHaveLength(0);
    await states.get('a', 'd', again.load);
    expect(again.calls).toHaveLength(1);
  });

  it('bounds the facts of all viewers together', async () => {
    const states = new ViewerStates({ maxFacts: 20, maxFactsPerViewer: 10 });
    const heavy = loader({ liked: Array.from({ length: 9 }, (_, i) => `post:${i}`), prayed: [] });
    for (let i = 0; i < 10; i++) {
      await states.get(`v${i}`, 'd', heavy.load);
      expect(states.usage.facts).toBeLessThanOrEqual(20);
    }
    expect(states.usage).toEqual({ entries: 2, facts: 20 });
  });

  it('does not keep a failed lookup', async () => {
    const states = new ViewerStates();
    await expect(states.get('v1', 'd', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    const { load, calls } = loader();
    await states.get('v1', 'd', load);
    expect(calls).toHaveLength(1);
  });
});
