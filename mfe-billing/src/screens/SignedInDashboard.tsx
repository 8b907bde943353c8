import { useTranslation } from '@flow/i18n';
import { useSignedInUser, useUserStatus } from '@flow/store';
import { Button } from '@flow/ui';
import { useState } from 'react';
import { useAccount, usePrayerHistory } from '../account/api';
import { DashboardView, type DashboardTab } from '../dashboard/DashboardView';
import { SignInRequired } from '../dashboard/SignInRequired';
import { ChurchSitesSection } from '../dashboard/ChurchSitesSection';
import { Center, DashboardLoading } from './DashboardLoading';

/**
 * /user-dashboard for someone who is (or may be) signed in: their account, plan, prayer history
 * and church sites. Loaded apart from the sign-in card, so a visitor who is not signed in never
 * fetches or runs the contracts and views only this needs.
 */
export default function SignedInDashboard() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const status = useUserStatus();
  const [tab, setTab] = useState<DashboardTab>('overview');
  const account = useAccount(user !== null);
  // Loaded with the page so the tab opens at once; the server caches it anyway.
  const history = usePrayerHistory(user !== null);

  if (status === 'signed-out' || (account.error && (account.error as { status?: number }).status === 401)) {
    return <SignInRequired />;
  }
  if (!user || (!account.data && !account.error)) {
    return <DashboardLoading />;
  }
  if (!account.data) {
    return (
      <Center size="sm" role="alert">
        <span>{t('dashboard.loadError')}</span>
        <Button variant="outline" onClick={() => void account.mutate()}>
          {t('common.tryAgain')}
        </Button>
      </Center>
    );
  }
  return (
    <DashboardView
      user={user}
      account={account.data}
      history={history.data}
      historyError={history.error}
      historyLoading={history.isLoading}
      tab={tab}
      onTabChange={setTab}
      churchSites={<ChurchSitesSection />}
    />
  );
}
