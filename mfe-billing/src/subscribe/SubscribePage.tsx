import { SUBSCRIPTION_CANCELLED, SUBSCRIPTION_RETURN_PARAM, SUBSCRIPTION_SUCCESS, isPremiumActive, type Account } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { toast, useSignedInUser, useUserStatus } from '@flow/store';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, theme } from '@flow/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { useLocation, useSearch } from 'wouter';
import { ACCOUNT_KEY, useAccount } from '../account/api';
import { NavButton } from '../dashboard/parts';
import { FreemiumCard, PremiumCard } from '../plans/PlanCards';
import { UpgradeDialog } from '../plans/UpgradeDialog';

const Page = styled(Container)`
  padding: ${theme.spacing[8]} ${theme.spacing[4]} ${theme.spacing[12]};
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[6]};
`;
const Title = styled.h1`
  margin: 0;
  text-align: center;
  font-size: ${theme.fontSizes['3xl']};
`;
const Lead = styled.p`
  margin: 0 auto;
  max-width: 36rem;
  text-align: center;
  color: ${theme.colors.textMuted};
`;
const Plans = styled.div`
  display: grid;
  gap: ${theme.spacing[4]};
  @media (min-width: 760px) {
    grid-template-columns: 1fr 1fr;
  }
`;
const Blurbs = styled.div`
  display: grid;
  gap: ${theme.spacing[4]};
  @media (min-width: 760px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;
const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${theme.spacing[3]};
  padding: ${theme.spacing[4]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.premiumSoft};
  p {
    margin: ${theme.spacing[1]} 0 0;
  }
`;
const H2 = styled.h2`
  margin: 0;
  text-align: center;
  font-size: ${theme.fontSizes['2xl']};
`;

const WHY = ['personal', 'daily', 'mission'] as const;

export interface SubscribeViewProps {
  account: Account | undefined;
  loading: boolean;
  onUpgrade: () => void;
}

/** Spec 001 §2 Subscribe: the plans, the upgrade button, Already Premium, Why Choose Premium?, Back to Home. */
export function SubscribeView({ account, loading, onUpgrade }: SubscribeViewProps) {
  const { t } = useTranslation();
  const premium = isPremiumActive(account);
  return (
    <Page size="lg">
      <Title>{t('subscribe.title')}</Title>
      <Lead>{t('subscribe.lead')}</Lead>
      {premium && (
        <Banner role="status" data-testid="already-premium">
          <div>
            <strong>{t('plans.toast.alreadyTitle')}</strong>
            <p>{t('plans.toast.alreadyText')}</p>
          </div>
          <NavButton href="/user-dashboard" size="sm" variant="outline">
            {t('subscribe.toDashboard')}
          </NavButton>
        </Banner>
      )}
      <Plans>
        <FreemiumCard titleAs="h2" />
        <PremiumCard titleAs="h2">
          {!premium && (
            <Button fullWidth size="lg" onClick={onUpgrade} disabled={loading} data-testid="subscribe-upgrade">
              {t('plans.upgrade')}
            </Button>
          )}
        </PremiumCard>
      </Plans>
      <H2>{t('subscribe.whyTitle')}</H2>
      <Blurbs>
        {WHY.map((key) => (
          <Card key={key}>
            <CardHeader>
              <CardTitle>{t(`subscribe.why.${key}.title`)}</CardTitle>
            </CardHeader>
            <CardContent>
              <CardDescription>{t(`subscribe.why.${key}.text`)}</CardDescription>
            </CardContent>
          </Card>
        ))}
      </Blurbs>
      <div style={{ textAlign: 'center' }}>
        <NavButton href="/" variant="ghost">
          {t('subscribe.backHome')}
        </NavButton>
      </div>
    </Page>
  );
}

/** /subscribe (spec 001 §2), including the return from a checkout. */
export default function SubscribePage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const status = useUserStatus();
  const account = useAccount(user !== null);
  const { mutate } = useSWRConfig();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const outcome = new URLSearchParams(search).get(SUBSCRIPTION_RETURN_PARAM);
    if (!outcome || handled.current === outcome) return;
    handled.current = outcome;
    if (outcome === SUBSCRIPTION_SUCCESS) {
      toast({ title: t('plans.toast.welcomeTitle'), description: t('plans.toast.welcomeText') });
      void mutate(ACCOUNT_KEY);
      navigate('/user-dashboard');
    } else if (outcome === SUBSCRIPTION_CANCELLED) {
      toast({ title: t('plans.toast.cancelledTitle'), description: t('plans.toast.cancelledText'), variant: 'destructive' });
      navigate('/subscribe', { replace: true });
    }
  }, [search, t, mutate, navigate]);

  const onUpgrade = () => {
    if (status !== 'signed-in') {
      toast({ title: t('plans.toast.signInTitle'), description: t('plans.toast.signInText'), variant: 'destructive' });
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <SubscribeView account={account.data} loading={status === 'unknown' || (user !== null && account.isLoading)} onUpgrade={onUpgrade} />
      <UpgradeDialog open={open} onOpenChange={setOpen} account={account.data} />
    </>
  );
}
