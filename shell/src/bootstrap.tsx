import { callChecked } from '@flow/api-client';
import type { RemotesManifest } from '@flow/contracts';
import { lightEndpoints, lightGuards } from '@flow/contracts/light';
import { i18n, initI18n, LANGUAGE_COOKIE } from '@flow/i18n';
import { ensureIdentity, provideRemoteLoader } from '@flow/store';
import { dismissServerFirstScreen, serverFirstScreenLanguage } from '@flow/ui';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSignedInUser } from './account/loadUser';
import { initFederation, loadRemoteModule } from './federation/runtime';
import { registerServiceWorker } from './pwa/serviceWorker';

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

/**
 * A new task. The app's own modules are evaluated after the browser has had a turn, not in the
 * same task as the boot calls' modules: two shorter tasks instead of one long one on a slow phone
 * (the page already shows its first screen, drawn by the server).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const [manifest] = await Promise.all([loadRemotesManifest(), initI18n(), bindIdentity()]);
  // The server guessed the language from the cookie or the browser; a different saved choice
  // wins, and a picture in the wrong language is worse than none.
  const drawnIn = serverFirstScreenLanguage();
  if (drawnIn && drawnIn !== i18n.language) dismissServerFirstScreen();
  rememberLanguageForServer(i18n.language);
  i18n.on('languageChanged', rememberLanguageForServer);
  initFederation(manifest);
  // Remotes that show a part owned by another load it through the same runtime and deadlines.
  provideRemoteLoader(loadRemoteModule);
  // Not awaited: the page renders at once and the header fills in the account when it is known.
  void loadSignedInUser();
  await nextTask();
  // "eager": the app stays in this chunk (no extra request), only its evaluation waits.
  const { App } = await import(/* webpackMode: "eager" */ './App');
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App />));
  // After the first render: the worker's precaching must not compete with the page's own loading.
  void registerServiceWorker();
}

void start();
