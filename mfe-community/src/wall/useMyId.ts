import { identityStore } from '@flow/store';
import { useStore } from 'zustand';

/** The `anon_` id the server bound to this browser (null until known). */
export const useMyId = () => useStore(identityStore, (s) => s.anonymousId);
