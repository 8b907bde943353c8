import type { AssignedPrayerRequest, MissionaryProfile, MissionaryResponse } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Badge, Button, Container, Spinner, theme } from '@flow/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@flow/ui/tabs';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { AccessRequired } from './AccessRequired';
import { PendingTab, type PendingTabProps } from './PendingTab';
import { ProfileTab } from './ProfileTab';
import { ResponsesTab } from './ResponsesTab';

const Page = styled.div`
  padding: ${theme.spacing[6]} 0 6rem;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[5]};
`;
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[3]};
  align-items: center;
  justify-content: space-between;
  h1 {
    margin: 0;
    font-size: ${theme.fontSizes['2xl']};
  }
  p {
    margin: ${theme.spacing[1]} 0 0;
    color: ${theme.colors.textMuted};
  }
`;
const Home = styled(Link)`
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;
`;
const Center = styled.div`
  min-height: 40vh;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[3]};
  align-items: center;
  justify-content: center;
  color: ${theme.colors.textMuted};
`;
const TabCount = styled.span`
  margin-left: ${theme.spacing[1.5]};
  min-width: 1.4rem;
  padding: 0 ${theme.spacing[1.5]};
  border-radius: ${theme.radii.full};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryForeground};
  font-size: ${theme.fontSizes.xs};
  line-height: 1.4rem;
`;

/** On a phone the tabs wrap rather than hide Profile behind a sideways scroll. */
const TabBar = styled(TabsList)`
  @media (max-width: 30rem) {
    flex-wrap: wrap;
    border-radius: ${theme.radii.lg};
  }
`;

export type DashboardState =
  | { kind: 'signed-out'; signInHref: string }
  | { kind: 'not-missionary' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | {
      kind: 'ready';
      profile: MissionaryProfile;
      /** null while loading. */
      pending: AssignedPrayerRequest[] | null;
      responses: MissionaryResponse[] | null;
    };

export type DashboardTab = 'pending' | 'responded' | 'profile' | 'chats';

export interface DashboardViewProps extends Omit<PendingTabProps, 'requests'> {
  state: DashboardState;
  tab: DashboardTab;
  onTab(tab: DashboardTab): void;
  onRetry?(): void;
  /** The Chats tab's content (the rooms and the open conversation), and how many rooms wait for an answer. */
  chats?: ReactNode;
  unansweredChats?: number;
}

/** /missionary-dashboard (spec 001 §2), authorised by the account's session. */
export function DashboardView({ state, tab, onTab, onRetry, chats, unansweredChats = 0, ...pending }: DashboardViewProps) {
  const { t } = useTranslation();
  if (state.kind === 'signed-out') return <AccessRequired signInHref={state.signInHref} />;
  if (state.kind === 'not-missionary') return <AccessRequired />;
  if (state.kind === 'loading' || state.kind === 'error') {
    return (
      <Container>
        <Center>
          {state.kind === 'loading' ? (
            <>
              <Spinner />
              <span>{t('missionaryDashboard.loading')}</span>
            </>
          ) : (
            <>
              <span role="alert">{t('missionaryDashboard.loadError')}</span>
              {onRetry && (
                <Button variant="outline" onClick={onRetry}>
                  {t('warRoom.retry')}
                </Button>
              )}
            </>
          )}
        </Center>
      </Container>
    );
  }
  const { profile } = state;
  const count = state.pending?.length ?? 0;
  return (
    <Container>
      <Page>
        <Home href="/">{t('missionaryDashboard.home')}</Home>
        <Header>
          <div>
            <h1>{t('missionaryDashboard.title')}</h1>
            <p>{t('missionaryDashboard.welcome', { name: profile.displayName || profile.name })}</p>
          </div>
          <Badge>{t('missionaryDashboard.prayerCount', { count: profile.prayerCount })}</Badge>
        </Header>
        <Tabs value={tab} onValueChange={(value) => onTab(value as DashboardTab)}>
          <TabBar aria-label={t('missionaryDashboard.title')}>
            <TabsTrigger value="pending">
              {t('missionaryDashboard.tabPending')}
              {count > 0 && <TabCount aria-label={t('missionaryDashboard.pendingCount', { count })}>{count}</TabCount>}
            </TabsTrigger>
            <TabsTrigger value="responded">{t('missionaryDashboard.tabResponded')}</TabsTrigger>
            {chats && (
              <TabsTrigger value="chats">
                {t('chat.chats.tab')}
                {unansweredChats > 0 && <TabCount aria-label={t('chat.chats.waiting')}>{unansweredChats}</TabCount>}
              </TabsTrigger>
            )}
            <TabsTrigger value="profile">{t('missionaryDashboard.tabProfile')}</TabsTrigger>
          </TabBar>
          <TabsContent value="pending" style={{ marginTop: '1rem' }}>
            <PendingTab requests={state.pending} {...pending} />
          </TabsContent>
          <TabsContent value="responded" style={{ marginTop: '1rem' }}>
            <ResponsesTab responses={state.responses} />
          </TabsContent>
          {chats && (
            <TabsContent value="chats" style={{ marginTop: '1rem' }}>
              {chats}
            </TabsContent>
          )}
          <TabsContent value="profile" style={{ marginTop: '1rem' }}>
            <ProfileTab profile={profile} />
          </TabsContent>
        </Tabs>
      </Page>
    </Container>
  );
}
