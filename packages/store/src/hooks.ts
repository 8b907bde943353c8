import { useStore } from 'zustand';
import { identityStore } from './identity';
import { toastStore } from './toasts';

export const useToasts = () => useStore(toastStore, (s) => s.toasts);

/** The `anon_` id the server bound to this browser (null until known). */
export const useAnonymousId = () => useStore(identityStore, (s) => s.anonymousId);
