import { ApiError, callChecked } from '@flow/api-client';
import { lightEndpoints, lightGuards } from '@flow/contracts/light';
import { userStore } from '@flow/store';

/** `flow_signed_in=1`, or `__Host-flow_signed_in=1` over HTTPS. */
const SIGNED_IN_HINT = /(?:^|;\s*)(?:__Host-)?flow_signed_in=1(?:;|$)/;

/**
 * Asks once who is signed in (spec 000 §7: GET /api/auth/user, no retry; a 401 means nobody).
 * Any other failure also leaves the visitor signed out: the header then offers Sign In, which
 * is the right thing to show when the account service cannot be reached.
 */
export async function loadSignedInUser(cookies: string = typeof document === 'undefined' ? '' : document.cookie): Promise<void> {
  // The server leaves a readable hint while a session lives (see bff session.ts): without it
  // nobody is signed in, and asking would only earn a 401 that browsers log as an error.
  if (!SIGNED_IN_HINT.test(cookies)) {
    userStore.getState().setUser(null);
    return;
  }
  try {
    userStore.getState().setUser(await callChecked(lightEndpoints.authUser, lightGuards.AuthUser));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) console.warn('[flow] could not load the signed-in user', error);
    userStore.getState().setUser(null);
  }
}
