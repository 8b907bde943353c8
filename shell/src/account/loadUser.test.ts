import { ApiError, call } from '@flow/api-client';
import { userStore } from '@flow/store';
import { loadSignedInUser } from './loadUser';

jest.mock('@flow/api-client', () => {
  const actual = jest.requireActual('@flow/api-client');
  return { ...actual, call: jest.fn() };
});
const mockedCall = call as jest.MockedFunction<typeof call>;
const ruth = { id: 'u-1', firstName: 'Ruth', lastName: null, email: 'ruth@example.org', profileImageUrl: null };

afterEach(() => {
  mockedCall.mockReset();
  userStore.setState({ user: null, status: 'unknown' });
});

describe('loadSignedInUser', () => {
  it('does not ask the server when no session hint is there: nobody is signed in', async () => {
    await loadSignedInUser('flow_visitor=abc; other=1');
    expect(mockedCall).not.toHaveBeenCalled();
    expect(userStore.getState()).toMatchObject({ user: null, status: 'signed-out' });
  });

  it.each(['flow_signed_in=1', 'a=b; __Host-flow_signed_in=1', '__Host-flow_signed_in=1; c=d'])('asks once when the hint is there (%s)', async (cookies) => {
    mockedCall.mockResolvedValueOnce(ruth as never);
    await loadSignedInUser(cookies);
    expect(mockedCall).toHaveBeenCalledTimes(1);
    expect(userStore.getState().user).toEqual(ruth);
  });

  it('reads a 401 behind a stale hint as signed out', async () => {
    mockedCall.mockRejectedValueOnce(new ApiError(401, '', 'Unauthorized') as never);
    await loadSignedInUser('flow_signed_in=1');
    expect(userStore.getState().user).toBeNull();
  });

  it('is not fooled by a cookie whose name only ends the same way', async () => {
    await loadSignedInUser('not_flow_signed_in=1');
    expect(mockedCall).not.toHaveBeenCalled();
  });
});
