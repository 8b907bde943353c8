import { callChecked, inNewTask } from '@flow/api-client';
import type { RemotesManifest } from '@flow/contracts';
import { lightEndpoints, lightGuards } from '@flow/contracts/light';
import { i18n, initI18n, LANGUAGE_COOKIE } from '@flow/i18n';
import { ensureIdentity, provideRemoteLoader } from '@flow/store';
import { loadSignedInUser } from './account/loadUser';
import { initFederation, loadRemoteModule } from './federation/runtime';

// The boot calls are checked by guards generated from the zod contracts (@flow/contracts/light):
// zod itself is not needed before the wall can be used.

/**
 * Binds the browser's anon_ id to the server's signed cookie before anything writes. With a
 * valid cookie the server only confirms it, without spending the new-visitor limit.
 */
const bindIdentity = () => ensureIdentity((anonymousId) =>
  callChecked(lightEndpoints.identity, lightGuards.IdentityResult, { body: { anonymousId } }),
);

async function loadRemotesManifest(): Promise<RemotesManifest> {
  try {
    return await callChecked(lightEndpoints.remotes, lightGuards.RemotesManifest);
  } catch (error) {
    // Without the manifest every area shows its fallback, but the shell itself still works.
    console.error('[flow] remotes manifest unavailable', error);
    return { remotes: [], loadTimeoutMs: 4000 };
  }
}

/** The language as a cookie too, so the server draws the next visit's first screen in it. */
function rememberLanguageForServer(language: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

// The design system, React DOM and the app's own modules (mount.tsx) are loaded and evaluated
// in later tasks than the boot calls' modules: shorter tasks instead of one long one on a slow
// phone (the page already shows its first screen, drawn by the server). This module therefore
// imports nothing heavier than i18n and the store.

async function start() {
  const boot = Promise.all([loadRemotesManifest(), initI18n(), bindIdentity()]);
  // The app's own chunk (React DOM, the design system, the screens' frame) is asked for while the
  // boot calls are out, in a task of its own: starting its shared packages' scripts was half of
  // one long task when everything sat in this chunk (docs/performance.md).
  await inNewTask();
  const app = import('./mount');
  const [manifest] = await boot;
  rememberLanguageForServer(i18n.language);
  i18n.on('languageChanged', rememberLanguageForServer);
  initFederation(manifest);
  // Remotes that show a part owned by another load it through the same runtime and deadlines.
  provideRemoteLoader(loadRemoteModule);
  // Not awaited: the page renders at once and the header fills in the account when it is known.
  void loadSignedInUser();
  await inNewTask();
  const { mount } = await app;
  mount();
}

void start();
