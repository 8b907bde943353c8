import { call } from '@flow/api-client';
import { endpoints, type RemotesManifest } from '@flow/contracts';
import { initI18n } from '@flow/i18n';
import { identityStore, localAnonymousId } from '@flow/store';
import { createRoot } from 'react-dom/client';
import { loadSignedInUser } from './account/loadUser';
import { App } from './App';
import { initFederation } from './federation/runtime';

/** Binds the browser's anon_ id to the server's signed cookie before anything writes. */
async function bindIdentity() {
  try {
    const { anonymousId } = await call(endpoints.identity, { body: { anonymousId: localAnonymousId() } });
    identityStore.getState().setAnonymousId(anonymousId);
  } catch (error) {
    // Reading still works; a later write will explain that the session is missing.
    console.warn('[flow] could not bind the anonymous identity', error);
  }
}

async function loadRemotesManifest(): Promise<RemotesManifest> {
  try {
    return await call(endpoints.remotes);
  } catch (error) {
    // Without the manifest every area shows its fallback, but the shell itself still works.
    console.error('[flow] remotes manifest unavailable', error);
    return { remotes: [], loadTimeoutMs: 4000 };
  }
}

async function start() {
  const [manifest] = await Promise.all([loadRemotesManifest(), initI18n(), bindIdentity()]);
  initFederation(manifest);
  // Not awaited: the page renders at once and the header fills in the account when it is known.
  void loadSignedInUser();
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
