import { configureApi } from '@flow/api-client';
import { userStore } from '@flow/store';
import { loadSignedInUser } from './loadUser';

const ruth = { id: 'u-1', firstName: 'Ruth', lastName: null, email: 'ruth@example.org', profileImageUrl: null };
// jsdom has no fetch Response; the client reads only these members.
const answer = (status: number, body: unknown) =>
  jest.fn(async () => ({ ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body) }));
let fetchMock = answer(200, ruth);

beforeEach(() => {
  fetchMock = answer(200, ruth);
  configureApi({ fetch: fetchMock as unknown as typeof fetch });
});
afterEach(() => {
  userStore.setState({ user: null, status: 'unknown' });
});

describe('loadSignedInUser', () => {
  it('does not ask the server when no session hint is there: nobody is signed in', async () => {
    await loadSignedInUser('flow_visitor=abc; other=1');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(userStore.getState()).toMatchObject({ user: null, status: 'signed-out' });
  });

  it.each(['flow_signed_in=1', 'a=b; __Host-flow_signed_in=1', '__Host-flow_signed_in=1; c=d'])('asks once when the hint is there (%s)', async (cookies) => {
    await loadSignedInUser(cookies);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/auth/user');
    expect(userStore.getState().user).toEqual(ruth);
  });

  it('reads a 401 behind a stale hint as signed out', async () => {
    configureApi({ fetch: answer(401, { error: 'unauthorized', message: 'Sign in' }) as unknown as typeof fetch });
    await loadSignedInUser('flow_signed_in=1');
    expect(userStore.getState()).toMatchObject({ user: null, status: 'signed-out' });
  });

  it('treats an answer that breaks the AuthUser contract as signed out, and says so', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    configureApi({ fetch: answer(200, { firstName: 'Ruth' }) as unknown as typeof fetch });
    await loadSignedInUser('flow_signed_in=1');
    expect(userStore.getState()).toMatchObject({ user: null, status: 'signed-out' });
    expect(warn).toHaveBeenCalledWith('[flow] could not load the signed-in user', expect.objectContaining({ name: 'ContractViolation' }));
    warn.mockRestore();
  });

  it('is not fooled by a cookie whose name only ends the same way', async () => {
    await loadSignedInUser('not_flow_signed_in=1');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
