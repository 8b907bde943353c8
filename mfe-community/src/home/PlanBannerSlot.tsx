import { loadRemotePart } from '@flow/store';
import { media } from '@flow/ui';
import { useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';

interface BillingWidgets {
  PlanBanner: ComponentType;
}

/**
 * Spec 000 §2: the slim plan banner under the welcome banner. It belongs to the billing remote
 * (plans, pricing dialog, checkout); when billing cannot be loaded the home page simply goes
 * without it — the wall must never wait for, or break with, the plans.
 */
/**
 * Holds the banner's place while the billing remote loads, so the wall under it does not jump
 * when the banner arrives (layout shift). The heights are the banner's shortest across the nine
 * languages at each width, measured in Chromium: a taller one (a longer language) still moves the
 * page a little, a shorter one never leaves a gap.
 */
const Reserved = styled.div`
  min-height: 117px;
  ${media.sm} {
    min-height: 69px;
  }
  ${media.lg} {
    min-height: 62px;
  }
`;

export function PlanBannerSlot() {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadRemotePart<BillingWidgets>('billing', 'widgets').then(
      (mod) => {
        if (!live) return;
        if (typeof mod.PlanBanner === 'function') setBanner(() => mod.PlanBanner);
        else setFailed(true);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (Banner) return <Banner />;
  return failed ? null : <Reserved aria-hidden="true" data-testid="plan-banner-placeholder" />;
}
