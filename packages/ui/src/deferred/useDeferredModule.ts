import { useCallback, useEffect, useState } from 'react';
import { firstScreenSettled, idle } from './firstScreen';

export interface DeferredModule<T> {
  /** The module once loaded; null before (render a placeholder of the same size). */
  module: T | null;
  /** Loads now (the person is about to use it); safe to call repeatedly. */
  request: () => void;
  failed: boolean;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Background loads one at a time, each in an idle moment after the previous one has arrived:
 * menus, dialogs, toasts and music arriving together were evaluated and swapped in as one long
 * task just after the first screen (issue 17); one by one they leave room for the person.
 */
function inTurn<T>(load: () => Promise<T>): Promise<T> {
  const turn = queue.then(idle).then(load);
  queue = turn.catch(() => undefined);
  return turn;
}

export interface DeferredModuleOptions {
  /**
   * Also load in the background once the first screen has settled (the default). False for code
   * behind a stand-in that asks for it on the first sign of use (a hover, a focus, a press): a
   * menu, a dialog or a tooltip many visits never open. Loaded in the background, each cost the
   * first visit two long tasks on a phone (its chunk's evaluation and the swap of the stand-in),
   * inside the window Lighthouse measures; asked for, it costs a person who opens it the time to
   * fetch one small chunk, while the stand-in already shows and answers (issue 17).
   */
  inBackground?: boolean;
}

/**
 * A module loaded after the first screen has settled (in turn with the other deferred modules),
 * unless `inBackground` is false, and at once when `request` is called.
 * A failed load is forgotten by the loader so the next request tries again.
 */
export function useDeferredModule<T>(
  loader: (() => Promise<T>) & { loaded?: () => T | null },
  { inBackground = true }: DeferredModuleOptions = {},
): DeferredModule<T> {
  // Already loaded (another mount asked for it): no stand-in at all.
  const [module, setModule] = useState<T | null>(() => loader.loaded?.() ?? null);
  const [failed, setFailed] = useState(false);

  const request = useCallback(() => {
    loader().then(
      (m) => {
        setFailed(false);
        setModule(() => m);
      },
      () => setFailed(true),
    );
  }, [loader]);

  useEffect(() => {
    if (module || !inBackground) return;
    let live = true;
    void firstScreenSettled()
      .then(() => (live ? inTurn(loader) : null))
      .then(
        () => live && request(),
        () => live && request(),
      );
    return () => {
      live = false;
    };
    // Only the first render decides whether to wait; a loaded module stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, inBackground]);

  return { module, request, failed };
}

/** One shared promise per chunk; a rejected one is dropped so a later call retries. */
export function memoizedImport<T>(load: () => Promise<T>): (() => Promise<T>) & { loaded: () => T | null } {
  let pending: Promise<T> | null = null;
  let done: T | null = null;
  const get = () => {
    pending ??= load().then(
      (m) => (done = m),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(get, { loaded: () => done });
}

/**
 * Keeps a stand-in trigger in the page while it is being pressed. The loaded component replaces
 * the stand-in's element; if that happened between the press and its click (the module arriving
 * just then, asked for by the hover or the focus the press gave), the click would go to an element
 * no longer in the page and be lost. `hold` is called on the press; the hold ends just after the
 * pointer or key is released, once any click it made has been handled.
 */
export function usePressHold(): { held: boolean; hold: () => void; holdOnKey: (event: { key: string }) => void } {
  const [held, setHeld] = useState(false);
  const hold = useCallback(() => {
    if (typeof window === 'undefined') return;
    setHeld(true);
    const events = ['pointerup', 'pointercancel', 'keyup', 'blur'] as const;
    const release = (event: Event) => {
      // The press itself moves the focus: only the window losing it (another app) ends the press.
      if (event.type === 'blur' && event.target !== window) return;
      for (const type of events) window.removeEventListener(type, release, true);
      setTimeout(() => setHeld(false), 0);
    };
    for (const type of events) window.addEventListener(type, release, true);
  }, []);
  // Enter clicks on the key going down, Space on its release: both are a press of the stand-in.
  const holdOnKey = useCallback((event: { key: string }) => {
    if (event.key === 'Enter' || event.key === ' ') hold();
  }, [hold]);
  return { held, hold, holdOnKey };
}
