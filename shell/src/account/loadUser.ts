import { ApiError, call } from '@flow/api-client';
import { endpoints } from '@flow/contracts';
import { userStore } from '@flow/store';

/**
 * Asks once who is signed in (spec 000 §7: GET /api/auth/user, no retry; a 401 means nobody).
 * Any other failure also leaves the visitor signed out: the header then offers Sign In, which
 * is the right thing to show when the account service cannot be reached.
 */
export async function loadSignedInUser(): Promise<void> {
  try {
    userStore.getState().setUser(await call(endpoints.authUser));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) console.warn('[flow] could not load the signed-in user', error);
    userStore.getState().setUser(null);
  }
}
