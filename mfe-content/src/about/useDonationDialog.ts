import { loadRemoteModule, type DonationDialogProps } from '@flow/store';
import { useEffect, useState, type ComponentType } from 'react';

export type DonationDialogLoader = () => Promise<{ default: ComponentType<DonationDialogProps> }>;

export const loadBillingDonationDialog: DonationDialogLoader = () =>
  loadRemoteModule<{ default: ComponentType<DonationDialogProps> }>('billing', './DonationDialog');

/**
 * The billing remote's donation dialog, or null while it loads and whenever it cannot be had
 * (billing down, or not exposing one yet): the About page then offers no donation button rather
 * than one that does nothing.
 */
export function useDonationDialog(load: DonationDialogLoader = loadBillingDonationDialog): ComponentType<DonationDialogProps> | null {
  const [dialog, setDialog] = useState<ComponentType<DonationDialogProps> | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (mod) => {
        if (live && typeof mod?.default === 'function') setDialog(() => mod.default);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return dialog;
}
