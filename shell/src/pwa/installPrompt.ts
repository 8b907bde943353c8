/** Spec 000 §4/§9: the banner shows 5 seconds after the install prompt; a dismissal lasts 7 days. */
export const INSTALL_PROMPT_DELAY_MS = 5_000;
export const INSTALL_DISMISS_MS = 7 * 24 * 3600_000;
/** Spec 000 §3: the install-banner dismissal time, kept in the browser. */
export const INSTALL_DISMISSED_KEY = 'flow-install-dismissed';

/** The event Chromium browsers fire when Flow can be installed (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export function dismissedRecently(now: number, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    const at = Number(storage?.getItem(INSTALL_DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && now - at < INSTALL_DISMISS_MS;
  } catch {
    return false;
  }
}

export function rememberDismissal(now: number, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(INSTALL_DISMISSED_KEY, String(now));
  } catch {
    // Storage blocked: the banner may come back next visit, nothing else breaks.
  }
}

/** iOS Safari has no install prompt: Add to Home Screen is explained instead, unless already installed. */
export function isIosSafariInBrowser(nav: Navigator = navigator): boolean {
  const ua = nav.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  const safari = /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
  const standalone = (nav as Navigator & { standalone?: boolean }).standalone === true || matchMedia('(display-mode: standalone)').matches;
  return ios && safari && !standalone;
}
