import { displayName, fullName, initialOf, signInHref, userStore } from './user';

describe('signed-in user store', () => {
  it('starts unknown and records signed in / signed out', () => {
    expect(userStore.getState().status).toBe('unknown');
    userStore.getState().setUser({ id: 'u', firstName: 'Ruth', lastName: null, email: 'r@example.org', profileImageUrl: null });
    expect(userStore.getState().status).toBe('signed-in');
    userStore.getState().setUser(null);
    expect(userStore.getState()).toMatchObject({ status: 'signed-out', user: null });
  });

  it('names people by first name, else e-mail; the initial follows', () => {
    expect(displayName({ firstName: 'Ruth', email: 'r@example.org' })).toBe('Ruth');
    expect(displayName({ firstName: '  ', email: 'r@example.org' })).toBe('r@example.org');
    expect(fullName({ firstName: 'Ruth', lastName: 'of Moab' })).toBe('Ruth of Moab');
    expect(fullName({ firstName: null, lastName: null })).toBe('');
    expect(initialOf({ firstName: 'ruth', email: null })).toBe('R');
    expect(initialOf({ firstName: null, email: 'élise@example.org' })).toBe('É');
  });

  it('sends Sign In to /api/login with the way back', () => {
    expect(signInHref('/user-dashboard?tab=1')).toBe('/api/login?returnTo=%2Fuser-dashboard%3Ftab%3D1');
  });
});
