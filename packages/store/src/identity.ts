import { ANONYMOUS_ID_PATTERN } from '@flow/contracts/light';
import { createStore } from 'zustand/vanilla';

export const ANONYMOUS_ID_STORAGE_KEY = 'flow-anonymous-id';

interface IdentityState {
  /** The `anon_` id the server has bound to this browser, once known. */
  anonymousId: string | null;
  setAnonymousId(id: string): void;
}

export const identityStore = createStore<IdentityState>()((set) => ({
  anonymousId: null,
  setAnonymousId(id) {
    try {
      globalThis.localStorage?.setItem(ANONYMOUS_ID_STORAGE_KEY, id);
    } catch {
      // Storage can be blocked; the httpOnly cookie still carries the identity.
    }
    set({ anonymousId: id });
  },
}));

function randomPart(): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  let s = '';
  for (const b of bytes) s += 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[b & 63];
  return s;
}

/** Spec: the browser makes an `anon_` id on its first visit and keeps it. */
export function localAnonymousId(): string {
  try {
    const saved = globalThis.localStorage?.getItem(ANONYMOUS_ID_STORAGE_KEY);
    if (saved && ANONYMOUS_ID_PATTERN.test(saved)) return saved;
  } catch {
    // fall through to a fresh id
  }
  return `anon_${randomPart()}`;
}

export type BindIdentity = (localId: string) => Promise<{ anonymousId: string }>;

let confirming: Promise<string | null> | null = null;

/**
 * Binds this browser's id to the server's cookie, or confirms the binding it already has (the
 * server answers that without spending the new-visitor rate limit). Once per page: everyone who
 * asks during the page's life shares the one request; a failure is forgotten so a later call
 * retries. Resolves to the server's id, or null when the server could not be reached (reading
 * still works; a write will then explain that the session is missing).
 */
export function ensureIdentity(bind: BindIdentity): Promise<string | null> {
  confirming ??= bind(localAnonymousId()).then(
    ({ anonymousId }) => {
      identityStore.getState().setAnonymousId(anonymousId);
      return anonymousId;
    },
    (error: unknown) => {
      confirming = null;
      console.warn('[flow] could not bind the anonymous identity', error);
      return null;
    },
  );
  return confirming;
}
