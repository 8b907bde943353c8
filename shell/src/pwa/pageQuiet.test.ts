import { pageQuiet } from './pageQuiet';

type Callback = (list: unknown) => void;

describe('pageQuiet', () => {
  let longTask: Callback | null;
  const realObserver = globalThis.PerformanceObserver;

  beforeEach(() => {
    jest.useFakeTimers();
    longTask = null;
    class FakeObserver {
      static supportedEntryTypes = ['longtask'];
      constructor(callback: Callback) {
        longTask = callback;
      }
      observe() {}
      disconnect() {
        longTask = null;
      }
    }
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  });

  afterEach(() => {
    jest.useRealTimers();
    globalThis.PerformanceObserver = realObserver;
  });

  const settledAfter = async (promise: Promise<void>, ms: number) => {
    let settled = false;
    void promise.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(ms);
    return settled;
  };

  it('waits for a quiet period after the load, and starts it again after every long task', async () => {
    const quiet = pageQuiet({ quietMs: 3000, maxWaitMs: 30_000 });
    expect(await settledAfter(quiet, 2000)).toBe(false);
    longTask?.({});
    expect(await settledAfter(quiet, 2500)).toBe(false);
    expect(await settledAfter(quiet, 600)).toBe(true);
    expect(longTask).toBeNull();
  });

  it('gives up waiting at the deadline on a page that is never quiet', async () => {
    const quiet = pageQuiet({ quietMs: 3000, maxWaitMs: 10_000 });
    const busy = setInterval(() => longTask?.({}), 1000);
    expect(await settledAfter(quiet, 9000)).toBe(false);
    expect(await settledAfter(quiet, 1100)).toBe(true);
    clearInterval(busy);
  });

  it('waits for the load event when the page is still loading', async () => {
    const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const quiet = pageQuiet({ quietMs: 1000, maxWaitMs: 30_000 });
    expect(await settledAfter(quiet, 5000)).toBe(false);
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(await settledAfter(quiet, 1100)).toBe(true);
    state.mockRestore();
  });

  it('uses one quiet period where long tasks cannot be observed', async () => {
    (globalThis.PerformanceObserver as unknown as { supportedEntryTypes: string[] }).supportedEntryTypes = [];
    const quiet = pageQuiet({ quietMs: 3000, maxWaitMs: 30_000 });
    expect(longTask).toBeNull();
    expect(await settledAfter(quiet, 3100)).toBe(true);
  });
});
