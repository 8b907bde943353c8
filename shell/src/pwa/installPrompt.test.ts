import { INSTALL_DISMISSED_KEY, INSTALL_DISMISS_MS, dismissedRecently, rememberDismissal } from './installPrompt';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('install banner dismissal (spec 000 §4: remembered for 7 days)', () => {
  it('is remembered for 7 days, then forgotten', () => {
    const storage = memoryStorage();
    const now = Date.UTC(2026, 0, 1);
    expect(dismissedRecently(now, storage)).toBe(false);
    rememberDismissal(now, storage);
    expect(storage.getItem(INSTALL_DISMISSED_KEY)).toBe(String(now));
    expect(dismissedRecently(now + INSTALL_DISMISS_MS - 1, storage)).toBe(true);
    expect(dismissedRecently(now + INSTALL_DISMISS_MS, storage)).toBe(false);
  });

  it('treats unreadable or blocked storage as not dismissed', () => {
    expect(dismissedRecently(1, { getItem: () => 'nonsense' })).toBe(false);
    expect(
      dismissedRecently(1, {
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe(false);
    expect(() =>
      rememberDismissal(1, {
        setItem: () => {
          throw new Error('blocked');
        },
      }),
    ).not.toThrow();
  });
});
