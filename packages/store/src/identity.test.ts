import type * as IdentityModule from './identity';

// A fresh module per test: the once-per-page promise is module state.
function load(): typeof IdentityModule {
  let mod!: typeof IdentityModule;
  jest.isolateModules(() => {
    mod = jest.requireActual('./identity');
  });
  return mod;
}

const SERVER_ID = 'anon_AAAAAAAAAAAAAAAAAAAAAAAA';

beforeEach(() => localStorage.clear());

describe('ensureIdentity', () => {
  it('asks the server once per page however many callers ask, sending the saved id', async () => {
    const { ensureIdentity, identityStore, ANONYMOUS_ID_STORAGE_KEY } = load();
    localStorage.setItem(ANONYMOUS_ID_STORAGE_KEY, 'anon_BBBBBBBBBBBBBBBBBBBBBBBB');
    const bind = jest.fn(async () => ({ anonymousId: SERVER_ID }));
    const answers = await Promise.all([ensureIdentity(bind), ensureIdentity(bind), ensureIdentity(bind)]);
    expect(answers).toEqual([SERVER_ID, SERVER_ID, SERVER_ID]);
    expect(await ensureIdentity(bind)).toBe(SERVER_ID);
    expect(bind).toHaveBeenCalledTimes(1);
    expect(bind).toHaveBeenCalledWith('anon_BBBBBBBBBBBBBBBBBBBBBBBB');
    // The server's answer wins over what the browser proposed, and is kept for the next page.
    expect(identityStore.getState().anonymousId).toBe(SERVER_ID);
    expect(localStorage.getItem(ANONYMOUS_ID_STORAGE_KEY)).toBe(SERVER_ID);
  });

  it('answers null when the server cannot be reached, and tries again on the next call', async () => {
    const { ensureIdentity, identityStore } = load();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bind = jest
      .fn<Promise<{ anonymousId: string }>, [string]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ anonymousId: SERVER_ID });
    expect(await ensureIdentity(bind)).toBeNull();
    expect(identityStore.getState().anonymousId).toBeNull();
    expect(await ensureIdentity(bind)).toBe(SERVER_ID);
    expect(bind).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
