import { isPremiumActive, type Account, type AuthUser, type PrayerHistory } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { displayName } from '@flow/store';
import { Badge, Container, theme } from '@flow/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@flow/ui/tabs';
import { SignOutButton } from './parts';
import styled from 'styled-components';
import { Link } from 'wouter';
import { OverviewTab } from './OverviewTab';
import { PrayerHistoryTab } from './PrayerHistoryTab';
import { SettingsTab } from './SettingsTab';
import { SubscriptionTab } from './SubscriptionTab';

export const DASHBOARD_TABS = ['overview', 'subscription', 'prayer-history', 'settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const Page = styled(Container)`
  padding-top: ${theme.spacing[6]};
  padding-bottom: ${theme.spacing[12]};
`;
const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing[3]};
  margin-bottom: ${theme.spacing[6]};
`;
const HomeLink = styled(Link)`
  color: ${theme.colors.textMuted};
  text-decoration: none;
  font-size: ${theme.fontSizes.sm};
  &:hover {
    color: ${theme.colors.primary};
  }
`;
const Titles = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
  h1 {
    margin: ${theme.spacing[1]} 0 ${theme.spacing[1]};
    font-size: ${theme.fontSizes['3xl']};
    letter-spacing: -0.02em;
    display: flex;
    align-items: center;
    gap: ${theme.spacing[3]};
    flex-wrap: wrap;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

export interface DashboardViewProps {
  user: AuthUser;
  account: Account;
  history?: PrayerHistory;
  historyError?: unknown;
  historyLoading?: boolean;
  tab: DashboardTab;
  onTabChange(tab: DashboardTab): void;
  /** The Church sites section (its own data), shown under Settings. */
  churchSites?: React.ReactNode;
}

/** Spec 001 §2 /user-dashboard once signed in: the header and the four tabs. */
export function DashboardView({ user, account, history, historyError, historyLoading, tab, onTabChange, churchSites }: DashboardViewProps) {
  const { t } = useTranslation();
  const premium = isPremiumActive(account);
  return (
    <Page size="lg">
      <Top>
        <Titles>
          <HomeLink href="/">← {t('dashboard.home')}</HomeLink>
          <h1>
            {t('dashboard.title')}
            <Badge variant={premium ? 'premium' : 'secondary'} data-testid="plan-badge">
              {premium ? t('dashboard.premiumBadge') : t('dashboard.freeBadge')}
            </Badge>
          </h1>
          <p>{t('dashboard.welcome', { name: displayName(user) })}</p>
        </Titles>
        <SignOutButton size="sm" />
      </Top>
      <Tabs value={tab} onValueChange={(v) => onTabChange(v as DashboardTab)}>
        <TabsList aria-label={t('dashboard.title')}>
          <TabsTrigger value="overview">{t('dashboard.tabs.overview')}</TabsTrigger>
          <TabsTrigger value="subscription">{t('dashboard.tabs.subscription')}</TabsTrigger>
          <TabsTrigger value="prayer-history">{t('dashboard.tabs.history')}</TabsTrigger>
          <TabsTrigger value="settings">{t('dashboard.tabs.settings')}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab user={user} account={account} />
        </TabsContent>
        <TabsContent value="subscription">
          <SubscriptionTab account={account} />
        </TabsContent>
        <TabsContent value="prayer-history">
          <PrayerHistoryTab history={history} error={historyError} loading={historyLoading} />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab user={user} />
          {churchSites && <div style={{ marginTop: 16 }}>{churchSites}</div>}
        </TabsContent>
      </Tabs>
    </Page>
  );
}
