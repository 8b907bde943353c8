import { loadRemotePart, type DonationDialogProps } from '@flow/store';
import { useEffect, useState, type ComponentType } from 'react';

export type DonationDialogLoader = () => Promise<{ default: ComponentType<DonationDialogProps> }>;

/** The dialog comes with billing's other widgets (its `./widgets` expose). */
export const loadBillingDonationDialog: DonationDialogLoader = () =>
  loadRemotePart<{ DonationDialog?: ComponentType<DonationDialogProps> }>('billing', 'widgets').then((widgets) => {
    if (!widgets.DonationDialog) throw new Error('billing exposes no donation dialog');
    return { default: widgets.DonationDialog };
  });

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
