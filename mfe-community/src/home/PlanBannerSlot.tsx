import { loadRemotePart } from '@flow/store';
import { useEffect, useState, type ComponentType } from 'react';

interface BillingWidgets {
  PlanBanner: ComponentType;
}

/**
 * Spec 000 §2: the slim plan banner under the welcome banner. It belongs to the billing remote
 * (plans, pricing dialog, checkout); when billing cannot be loaded the home page simply goes
 * without it — the wall must never wait for, or break with, the plans.
 */
export function PlanBannerSlot() {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    loadRemotePart<BillingWidgets>('billing', 'widgets').then(
      (mod) => live && typeof mod.PlanBanner === 'function' && setBanner(() => mod.PlanBanner),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return Banner ? <Banner /> : null;
}
