import type { ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';

/**
 * Spec 000 §9: one toast at a time; a dismissed toast is removed after 1,000,000 ms. How long a
 * toast stays open is the Toaster's (`TOAST_DEFAULT_DURATION` in @flow/ui).
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  duration?: number;
}
export interface Toast extends ToastInput {
  id: string;
  open: boolean;
}

interface ToastState {
  toasts: Toast[];
  show(input: ToastInput): string;
  dismiss(id?: string): void;
  remove(id: string): void;
}

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

export const toastStore = createStore<ToastState>()((set, get) => ({
  toasts: [],
  show(input) {
    const id = `t${++counter}`;
    set((s) => ({ toasts: [{ ...input, id, open: true }, ...s.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss(id) {
    const targets = get().toasts.filter((t) => id === undefined || t.id === id);
    for (const t of targets) {
      if (removalTimers.has(t.id)) continue;
      removalTimers.set(
        t.id,
        setTimeout(() => get().remove(t.id), TOAST_REMOVE_DELAY),
      );
    }
    set((s) => ({
      toasts: s.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
    }));
  },
  remove(id) {
    const timer = removalTimers.get(id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(id);
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
}));

/** Show a toast from anywhere (any remote): the shell renders the one visible toast. */
export function toast(input: ToastInput): string {
  return toastStore.getState().show(input);
}
