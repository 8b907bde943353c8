import { isPremiumActive, type Account } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, theme } from '@flow/ui';
import styled from 'styled-components';
import { useManageSubscription } from '../plans/api';
import { UpgradeButton } from '../plans/UpgradeButton';
import { formatDate } from './format';
import { Actions, BenefitList, Row } from './parts';

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing[3]};
  flex-wrap: wrap;
`;

/** Spec 001 §2 Subscription: Premium Plan (£9.99/month, Active) or Free Plan (Limited features). */
export function SubscriptionTab({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const manage = useManageSubscription();
  if (isPremiumActive(account)) {
    return (
      <Card>
        <CardHeader>
          <TitleRow>
            <CardTitle>{t('dashboard.subscription.premiumPlan')}</CardTitle>
            <Badge variant="success">{t('dashboard.subscription.active')}</Badge>
          </TitleRow>
          <CardDescription>{t('dashboard.subscription.premiumPrice')}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl style={{ margin: 0 }}>
            <Row>
              <dt>{t('dashboard.subscription.currentUsage')}</dt>
              <dd data-testid="subscription-usage">
                {account.currentUsage} / {account.monthlyQuota}
              </dd>
            </Row>
            <Row>
              <dt>{t('dashboard.subscription.status')}</dt>
              <dd>{account.status === 'active' || !account.status ? t('dashboard.subscription.active') : account.status}</dd>
            </Row>
            {account.currentPeriodEnd && (
              <Row>
                <dt>{t('dashboard.subscription.nextBilling')}</dt>
                <dd>{formatDate(account.currentPeriodEnd, i18n.language, 'long')}</dd>
              </Row>
            )}
          </dl>
          <Actions>
            <Button variant="outline" onClick={() => void manage.open()} disabled={manage.pending} data-testid="manage-subscription">
              {t('dashboard.subscription.manage')}
            </Button>
          </Actions>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <TitleRow>
          <CardTitle>{t('dashboard.subscription.freePlan')}</CardTitle>
          <Badge variant="secondary">{t('dashboard.freeBadge')}</Badge>
        </TitleRow>
        <CardDescription>{t('dashboard.subscription.limited')}</CardDescription>
      </CardHeader>
      <CardContent>
        <p style={{ marginTop: 0 }}>{t('dashboard.subscription.freeIncludes')}</p>
        <BenefitList />
        <Actions>
          <UpgradeButton account={account}>{t('dashboard.upgradeToPremium')}</UpgradeButton>
        </Actions>
      </CardContent>
    </Card>
  );
}
