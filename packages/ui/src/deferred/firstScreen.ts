// Code the first screen does not need (menus, toasts, tooltips) waits until the page's main
// area has rendered and the browser is idle, so it never competes with what a person came for.

/** Longest wait for the main area before deferred code loads anyway (a screen with no remote). */
export const FIRST_SCREEN_FALLBACK_MS = 8_000;
/** Longest wait for an idle moment once the main area is there. */
export const IDLE_TIMEOUT_MS = 2_000;

let markRendered: (() => void) | null = null;
const rendered = new Promise<void>((resolve) => {
  markRendered = resolve;
});
let settled: Promise<void> | null = null;

/**
 * The id of the first screen the server drew into the page (the header and the home's welcome,
 * see docs/performance.md): a picture of what the app is about to render, shown until it has.
 */
export const SERVER_FIRST_SCREEN_ID = 'first-screen';

/**
 * The live header has rendered: the picture's header gives way to it, so the page never shows two
 * headers. Hidden rather than replaced by a box of its measured height: measuring would force a
 * layout of the whole page inside the commit that renders it, one long task on a slow phone; a
 * hidden header keeps its box, so the picture's welcome stays in place.
 */
export function dismissServerHeader(): void {
  if (typeof document === 'undefined') return;
  const header = document.getElementById(SERVER_FIRST_SCREEN_ID)?.querySelector(':scope > header');
  if (header instanceof HTMLElement) header.style.visibility = 'hidden';
}

/** Takes away the server-drawn first screen, if the page has one. */
export function dismissServerFirstScreen(): void {
  if (typeof document !== 'undefined') document.getElementById(SERVER_FIRST_SCREEN_ID)?.remove();
}

/**
 * The language the server drew the first screen in, or null without one. The server can only
 * guess from a cookie or Accept-Language; the browser's saved choice wins.
 */
export function serverFirstScreenLanguage(): string | null {
  if (typeof document === 'undefined') return null;
  return document.getElementById(SERVER_FIRST_SCREEN_ID)?.getAttribute('data-lang') ?? null;
}

/**
 * Called by the host once the page's main area has rendered (or failed to), in the same commit:
 * the server-drawn picture of it gives way before the browser paints again.
 */
export function markFirstScreenRendered(): void {
  dismissServerFirstScreen();
  markRendered?.();
}

/** The browser's next idle moment (at most IDLE_TIMEOUT_MS away). */
export function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window === 'undefined') return resolve();
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 200);
  });
}

/** Resolves once after the main area has rendered and the browser had an idle moment. */
export function firstScreenSettled(): Promise<void> {
  settled ??= Promise.race([rendered, new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_FALLBACK_MS))]).then(idle);
  return settled;
}
