import { useTranslation } from '@flow/i18n';
import { useSignedInUser, useUserStatus } from '@flow/store';
import { Button, Container, Spinner } from '@flow/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAccount, usePrayerHistory } from '../account/api';
import { DashboardView, type DashboardTab } from '../dashboard/DashboardView';
import { SignInRequired } from '../dashboard/SignInRequired';
import { ChurchSitesSection } from '../dashboard/ChurchSitesSection';

const Center = styled(Container)`
  min-height: 50vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** /user-dashboard (spec 001 §2). */
export default function UserDashboard() {
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
    return (
      <Center size="sm" aria-busy="true">
        <Spinner size={28} />
        <span>{t('dashboard.loading')}</span>
      </Center>
    );
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
