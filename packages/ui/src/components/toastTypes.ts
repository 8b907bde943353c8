import type { ReactNode } from 'react';

export const TOAST_DEFAULT_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastItem {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  open: boolean;
  duration?: number;
}

export interface ToasterProps {
  toasts: ToastItem[];
  onOpenChange: (id: string, open: boolean) => void;
  /** Accessible name of each toast's close button, already translated. */
  closeLabel: string;
  /**
   * Accessible name of the notifications region, already translated. Radix falls back to an
   * English "Notifications" when omitted, so the app should pass it.
   */
  regionLabel?: string;
}
