import { isPremiumActive } from '@flow/contracts/light';
import { useTranslation } from '@flow/i18n';
import { useSignedInUser } from '@flow/store';
import { Button, theme } from '@flow/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAccount } from '../account/api';
import { LazyDonationDialog } from '../donate/LazyDonationDialog';
import { lazyDialog } from '../lazyDialog';

const PricingDialog = lazyDialog(() => import('./PricingDialog').then((m) => m.PricingDialog));

const Bar = styled.section`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing[3]};
  flex-wrap: wrap;
  padding: ${theme.spacing[3]} ${theme.spacing[4]};
  border-radius: ${theme.radii.lg};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.premiumSoft};
  p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    flex: 1 1 16rem;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${theme.spacing[2]};
  flex-wrap: wrap;
`;

export function PlanBannerView({ premium, onViewPlans, onSupport }: { premium: boolean; onViewPlans: () => void; onSupport: () => void }) {
  const { t } = useTranslation();
  return (
    <Bar aria-label={t('plans.banner.label')} data-testid="plan-banner">
      <p>{premium ? t('plans.banner.premiumText') : t('plans.banner.text')}</p>
      <Buttons>
        <Button size="sm" variant="ghost" onClick={onSupport}>
          {t('plans.banner.support')}
        </Button>
        <Button size="sm" variant="outline" onClick={onViewPlans}>
          {t('plans.banner.viewPlans')}
        </Button>
      </Buttons>
    </Bar>
  );
}

/** Spec 000 §2: the home page's slim plan banner; View Plans opens Choose Your Flow Plan, Support Flow the donation dialog. */
export function PlanBanner() {
  const user = useSignedInUser();
  const account = useAccount(user !== null);
  const [open, setOpen] = useState(false);
  const [donating, setDonating] = useState(false);
  return (
    <>
      <PlanBannerView premium={isPremiumActive(account.data)} onViewPlans={() => setOpen(true)} onSupport={() => setDonating(true)} />
      <PricingDialog open={open} onOpenChange={setOpen} />
      <LazyDonationDialog open={donating} onOpenChange={setDonating} />
    </>
  );
}
