import { useStore } from 'zustand';
import { toastStore } from './toasts';

export const useToasts = () => useStore(toastStore, (s) => s.toasts);
