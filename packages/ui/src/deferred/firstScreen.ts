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

/** Called by the host once the page's main area has rendered (or failed to). */
export function markFirstScreenRendered(): void {
  markRendered?.();
}

function idle(): Promise<void> {
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
