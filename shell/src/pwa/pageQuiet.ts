/** How long the page must go without a long task before background work starts. */
export const QUIET_MS = 3_000;
/** The longest wait: a page that never goes quiet (an animation, a busy phone) still gets it. */
export const MAX_WAIT_MS = 30_000;

/**
 * Resolves once the page has loaded and then gone QUIET_MS without a long task (a task of more
 * than 50 ms, as the browser reports them), or after MAX_WAIT_MS at the latest.
 *
 * For work the visitor does not wait for, such as the service worker's precaching: on a slow
 * phone, fetching the app's files and compiling their code cache took a second of CPU on a
 * 2-core machine, and started while the page was still loading its remotes and data, so every
 * task of the page's own took longer (docs/performance.md). Where the browser cannot report
 * long tasks, the load event and one quiet period stand in.
 */
export function pageQuiet({ quietMs = QUIET_MS, maxWaitMs = MAX_WAIT_MS } = {}): Promise<void> {
  return new Promise((resolve) => {
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(quietTimer);
      clearTimeout(deadline);
      observer?.disconnect();
      window.removeEventListener('load', onLoad);
      resolve();
    };
    const deadline = setTimeout(done, maxWaitMs);
    const restartQuiet = () => {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(done, quietMs);
    };
    const onLoad = () => {
      if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('longtask')) {
        observer = new PerformanceObserver(restartQuiet);
        observer.observe({ type: 'longtask' });
      }
      restartQuiet();
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
  });
}
