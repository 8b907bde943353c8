import { createStore } from 'zustand/vanilla';

export interface PwaState {
  /** The browser says it has no connection. */
  offline: boolean;
  /** A read was answered from the worker's copy because the network failed (also "lie-fi"). */
  showingSaved: boolean;
  /** Posts and prayer requests kept in the browser until the connection returns. */
  waiting: number;
  /** A new version of Flow is installed and waits for the visitor's Refresh. */
  updateReady: boolean;
}

export const pwaStore = createStore<PwaState>()(() => ({
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  showingSaved: false,
  waiting: 0,
  updateReady: false,
}));
