import { useStore } from 'zustand';
import { identityStore } from './identity';
import { toastStore } from './toasts';

export const useAnonymousId = () => useStore(identityStore, (s) => s.anonymousId);
export const useToasts = () => useStore(toastStore, (s) => s.toasts);
