import { isPremiumActive, type Account } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { useSignedInUser } from '@flow/store';
import { Button, Dialog, theme } from '@flow/ui';
import styled from 'styled-components';
import { useAccount } from '../account/api';
import { formatDate } from '../dashboard/format';
import { goTo, usePaymentsMode, useUpgrade, type Navigate } from './api';
import { FreemiumCard, PremiumCard, TestModeNote } from './PlanCards';

const Cards = styled.div`
  display: grid;
  gap: ${theme.spacing[4]};
  grid-template-columns: 1fr;
  @media (min-width: 720px) {
    grid-template-columns: 1fr 1fr;
  }
`;
const Summary = styled.div`
  margin-top: ${theme.spacing[4]};
  padding: ${theme.spacing[3]} ${theme.spacing[4]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
  font-size: ${theme.fontSizes.sm};
  p {
    margin: 0;
  }
`;
const Note = styled.p`
  margin: ${theme.spacing[3]} 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;
const Active = styled.div`
  display: grid;
  gap: ${theme.spacing[1]};
  strong {
    color: ${theme.colors.premium};
  }
  span {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
`;

export interface PricingDialogViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: Account | undefined;
  signedIn: boolean;
  testMode: boolean;
  navigate?: Navigate;
}

/** Spec 001 §2 / 000 §2: Choose Your Flow Plan — the two plans, the usage summary and the anonymity note. */
export function PricingDialogView({ open, onOpenChange, account, signedIn, testMode, navigate = goTo }: PricingDialogViewProps) {
  const { t, i18n } = useTranslation();
  const { start, pending } = useUpgrade(account, navigate);
  const premium = isPremiumActive(account);
  const freemiumCurrent = !account || account.tier === 'freemium';
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={t('plans.pricing.title')} description={t('plans.pricing.description')} closeLabel={t('common.close')}>
      <Cards>
        <FreemiumCard>
          <Button variant="outline" fullWidth disabled>
            {freemiumCurrent ? t('plans.currentPlan') : t('plans.downgradeAvailable')}
          </Button>
        </FreemiumCard>
        <PremiumCard>
          {premium ? (
            <Active data-testid="premium-active">
              <strong>{t('plans.premiumActive')}</strong>
              {account?.currentPeriodEnd && <span>{t('plans.renewsOn', { date: formatDate(account.currentPeriodEnd, i18n.language, 'long') })}</span>}
            </Active>
          ) : (
            <Button fullWidth onClick={() => void start()} disabled={pending} data-testid="pricing-upgrade">
              {pending ? t('plans.settingUp') : t('plans.upgrade')}
            </Button>
          )}
        </PremiumCard>
      </Cards>
      {testMode && !premium && <TestModeNote />}
      <Summary data-testid="usage-summary">
        {account ? (
          <p>{t('plans.pricing.usage', { used: account.currentUsage, quota: account.monthlyQuota, remaining: account.remaining })}</p>
        ) : (
          <p>{signedIn ? t('plans.pricing.usageLoading') : t('plans.pricing.usageSignedOut')}</p>
        )}
      </Summary>
      <Note>{t('plans.pricing.anonymity')}</Note>
    </Dialog>
  );
}

export function PricingDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const user = useSignedInUser();
  const account = useAccount(open && user !== null);
  const mode = usePaymentsMode();
  return (
    <PricingDialogView
      open={open}
      onOpenChange={onOpenChange}
      account={account.data}
      signedIn={user !== null}
      testMode={mode.data?.mode === 'sandbox'}
    />
  );
}
