describe('firstScreenSettled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const fresh = () => {
    let mod!: typeof import('../deferred/firstScreen');
    jest.isolateModules(() => {
      mod = require('../deferred/firstScreen');
    });
    return mod;
  };

  it('waits for the main area, then an idle moment', async () => {
    const { firstScreenSettled, markFirstScreenRendered } = fresh();
    let settled = false;
    void firstScreenSettled().then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(settled).toBe(false);
    markFirstScreenRendered();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(settled).toBe(true);
  });

  it('does not wait for ever when no main area ever reports', async () => {
    const { firstScreenSettled, FIRST_SCREEN_FALLBACK_MS } = fresh();
    let settled = false;
    void firstScreenSettled().then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(FIRST_SCREEN_FALLBACK_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(settled).toBe(true);
  });
});
