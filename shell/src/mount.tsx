import { dismissServerFirstScreen, firstScreenSettled, serverFirstScreenLanguage } from '@flow/ui';
import { allTranslations, i18n } from '@flow/i18n';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerServiceWorker } from './pwa/serviceWorker';

/**
 * The second half of the boot: the design system, React DOM and the app are evaluated here, in
 * a later task than the boot calls' modules (see bootstrap.tsx).
 */
export function mount(): void {
  // The server guessed the language from the cookie or the browser; a different saved choice
  // wins, and a picture in the wrong language is worse than none.
  const drawnIn = serverFirstScreenLanguage();
  if (drawnIn && drawnIn !== i18n.language) dismissServerFirstScreen();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App />));
  // After the first render: the worker's precaching must not compete with the page's own loading.
  void registerServiceWorker();
  // The words beyond the first screen's, once it is there: whatever needs them asks for them
  // sooner (a screen, a remote's part) and waits; here they are fetched before anyone asks.
  void firstScreenSettled()
    .then(allTranslations)
    .catch(() => undefined);
}
