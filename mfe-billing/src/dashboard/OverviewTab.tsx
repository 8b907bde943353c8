import type { Account, AuthUser } from '@flow/contracts';
import { isPremiumActive } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, theme } from '@flow/ui';
import styled from 'styled-components';
import { UpgradeButton } from '../plans/UpgradeButton';
import { formatDate } from './format';
import { Actions, BenefitList, Grid, NavButton, Row } from './parts';

const Track = styled.div`
  height: 10px;
  border-radius: ${theme.radii.full};
  background: ${theme.colors.surfaceMuted};
  overflow: hidden;
  margin: ${theme.spacing[3]} 0;
`;
const Fill = styled.div<{ $empty: boolean }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ $empty }) => ($empty ? theme.colors.destructive : theme.colors.success)};
  transition: width ${theme.durations.normal} ${theme.easings.standard};
`;
const Figure = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes['2xl']};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: -0.01em;
`;
const Small = styled.p`
  margin: 0 0 ${theme.spacing[2]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;
const Notice = styled.p`
  margin: 0;
  color: ${theme.colors.destructive};
  font-weight: ${theme.fontWeights.semibold};
`;

/**
 * Spec 001 §2: green above 0 remaining, red at 0. At 0 the whole bar turns red (an empty green
 * bar would show nothing at all).
 */
export function UsageBar({ remaining, quota }: { remaining: number; quota: number }) {
  const share = remaining <= 0 ? 1 : quota > 0 ? Math.min(1, remaining / quota) : 0;
  return (
    <Track role="progressbar" aria-valuemin={0} aria-valuemax={quota} aria-valuenow={remaining}>
      <Fill data-testid="usage-bar" data-state={remaining > 0 ? 'available' : 'empty'} $empty={remaining <= 0} style={{ width: `${share * 100}%` }} />
    </Track>
  );
}

/** Spec 001 §2 Overview: usage, missionary connection and account information. */
export function OverviewTab({ user, account }: { user: AuthUser; account: Account }) {
  const { t, i18n } = useTranslation();
  const premium = isPremiumActive(account);
  // Spec 001 §9: the dashboard's quota default is 1 when absent.
  const quota = account.monthlyQuota || 1;
  return (
    <Grid>
      <Card>
        <CardHeader>
          <CardTitle>{t('dashboard.usage.title')}</CardTitle>
          <CardDescription>{t('dashboard.usage.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Figure data-testid="usage-remaining">
            {t('dashboard.usage.remaining', { remaining: account.remaining, quota })}
          </Figure>
          <UsageBar remaining={account.remaining} quota={quota} />
          {account.weeklyCap !== null && account.weekRemaining !== null && (
            <Small data-testid="usage-week">{t('dashboard.usage.week', { remaining: account.weekRemaining, cap: account.weeklyCap })}</Small>
          )}
          <Small>{t('dashboard.usage.resets', { date: formatDate(account.resetsAt, i18n.language, 'long') })}</Small>
          {!premium && account.remaining <= 0 && (
            <>
              <Notice>{t('dashboard.usage.usedAll')}</Notice>
              <Actions>
                <UpgradeButton account={account}>{t('dashboard.upgradeToPremium')}</UpgradeButton>
              </Actions>
            </>
          )}
        </CardContent>
      </Card>

      <Card variant={premium ? 'soft' : 'elevated'}>
        <CardHeader>
          <CardTitle>{t('dashboard.connection.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          {premium ? (
            <>
              <Badge variant="premium">{t('dashboard.connection.premiumActive')}</Badge>
              <CardDescription style={{ marginTop: 12 }}>{t('dashboard.connection.premiumText')}</CardDescription>
              <Actions>
                {/* A full navigation: the microphone is allowed only to a document loaded at /connect-missionary. */}
                <Button href="/connect-missionary">{t('dashboard.connection.send')}</Button>
                <NavButton href="/missionaries" variant="outline">
                  {t('dashboard.connection.browse')}
                </NavButton>
              </Actions>
            </>
          ) : (
            <>
              <CardDescription style={{ marginBottom: 12 }}>{t('dashboard.connection.freeText')}</CardDescription>
              <BenefitList />
              <Actions>
                <UpgradeButton account={account}>{t('dashboard.upgradeFor')}</UpgradeButton>
              </Actions>
            </>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('dashboard.accountInfo.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl style={{ margin: 0 }}>
            <Row>
              <dt>{t('dashboard.accountInfo.email')}</dt>
              <dd>{user.email}</dd>
            </Row>
            <Row>
              <dt>{t('dashboard.accountInfo.type')}</dt>
              <dd>{premium ? t('dashboard.accountInfo.premium') : t('dashboard.accountInfo.free')}</dd>
            </Row>
            {premium && account.currentPeriodEnd && (
              <Row>
                <dt>{t('dashboard.accountInfo.nextBilling')}</dt>
                <dd>{formatDate(account.currentPeriodEnd, i18n.language, 'short')}</dd>
              </Row>
            )}
          </dl>
        </CardContent>
      </Card>
    </Grid>
  );
}
