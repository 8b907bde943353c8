import type { MissionaryTeam, PublicMissionary } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Button, Card, Container, Skeleton, theme } from '@flow/ui';
import styled from 'styled-components';
import { Link } from 'wouter';
import { MissionaryCard } from './MissionaryCard';

const Page = styled.div`
  padding: ${theme.spacing[6]} 0 6rem;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[6]};
`;
const Back = styled(Link)`
  align-self: flex-start;
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
const Hero = styled.header`
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.spacing[3]};
  h1 {
    margin: 0;
    font-size: ${theme.fontSizes['3xl']};
  }
`;
const Quote = styled.blockquote`
  margin: 0;
  max-width: 36rem;
  font-family: ${theme.fonts.scripture};
  font-style: italic;
  color: ${theme.colors.textMuted};
  cite {
    display: block;
    font-style: normal;
    font-size: ${theme.fontSizes.sm};
    margin-top: ${theme.spacing[1]};
  }
`;
const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.spacing[4]};
`;
const Stat = styled(Card)`
  padding: ${theme.spacing[4]} ${theme.spacing[2]};
  text-align: center;
  strong {
    display: block;
    font-size: ${theme.fontSizes['3xl']};
    color: ${theme.colors.primary};
  }
  span {
    display: block;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    ${theme.media.sm} {
      font-size: ${theme.fontSizes.md};
    }
  }
`;
const Notice = styled.section`
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.primarySoft};
  padding: ${theme.spacing[4]} ${theme.spacing[5]};
  h2 {
    margin: 0 0 ${theme.spacing[1]};
    font-size: ${theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${theme.colors.text};
  }
`;
const TeamTitle = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes['2xl']};
`;
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.spacing[4]};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
`;
const Centered = styled(Card)`
  padding: ${theme.spacing[8]} ${theme.spacing[6]};
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.spacing[3]};
  h2,
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    max-width: 32rem;
  }
`;

export type TeamState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; team: MissionaryTeam };

export interface TeamViewProps {
  state: TeamState;
  onJoin(): void;
  onRetry?(): void;
  onChat?(missionary: PublicMissionary): void;
}

function SkeletonCard() {
  return (
    <li>
      <Card style={{ padding: '1.25rem', display: 'flex', flexDirection: 'column', gap: '0.75rem' }} aria-hidden="true">
        <Skeleton circle width="3rem" height="3rem" />
        <Skeleton width="60%" height="1.1rem" />
        <Skeleton width="40%" height="0.9rem" />
        <Skeleton width="100%" height="3rem" />
      </Card>
    </li>
  );
}

/** /missionaries, team view (spec 001 §2). */
export function TeamView({ state, onJoin, onRetry, onChat }: TeamViewProps) {
  const { t } = useTranslation();
  return (
    <Container>
      <Page>
        <Back href="/">{t('warRoom.backHome')}</Back>
        <Hero>
          <h1>{t('warRoom.title')}</h1>
          <Quote>
            {t('warRoom.quote1')}
            <cite>{t('warRoom.quote1Ref')}</cite>
          </Quote>
          <Quote>
            {t('warRoom.quote2')}
            <cite>{t('warRoom.quote2Ref')}</cite>
          </Quote>
          <Button size="lg" onClick={onJoin}>
            {t('warRoom.join')}
          </Button>
        </Hero>
        <Stats>
          <Stat>
            <strong data-testid="active-count">{state.kind === 'ready' ? state.team.activeCount : '–'}</strong>
            <span>{t('warRoom.statActive')}</span>
          </Stat>
          <Stat>
            <strong>24/7</strong>
            <span>{t('warRoom.statCoverage')}</span>
          </Stat>
        </Stats>
        <Notice aria-labelledby="war-room-privacy">
          <h2 id="war-room-privacy">{t('warRoom.privacyTitle')}</h2>
          <p>{t('warRoom.privacyText')}</p>
        </Notice>
        <Notice aria-labelledby="war-room-chat" data-testid="chat-notice">
          <h2 id="war-room-chat">{t('chat.availableTitle')}</h2>
          <p>{t('chat.availableText')}</p>
        </Notice>
        <section aria-labelledby="war-room-team" aria-busy={state.kind === 'loading'}>
          <TeamTitle id="war-room-team" style={{ marginBottom: '1rem' }}>
            {t('warRoom.teamTitle')}
          </TeamTitle>
          {state.kind === 'loading' && (
            <Grid aria-label={t('warRoom.loading')}>
              <SkeletonCard />
              <SkeletonCard />
              <SkeletonCard />
            </Grid>
          )}
          {state.kind === 'error' && (
            <Centered>
              <p role="alert">{t('warRoom.loadError')}</p>
              {onRetry && (
                <Button variant="outline" onClick={onRetry}>
                  {t('warRoom.retry')}
                </Button>
              )}
            </Centered>
          )}
          {state.kind === 'ready' && state.team.missionaries.length === 0 && (
            <Centered>
              <h3>{t('warRoom.emptyTitle')}</h3>
              <p>{t('warRoom.emptyText')}</p>
              <Button onClick={onJoin}>{t('warRoom.emptyButton')}</Button>
            </Centered>
          )}
          {state.kind === 'ready' && state.team.missionaries.length > 0 && (
            <Grid>
              {state.team.missionaries.map((m) => (
                <li key={m.id}>
                  <MissionaryCard missionary={m} onChat={onChat} />
                </li>
              ))}
            </Grid>
          )}
        </section>
        <Centered as="section" aria-labelledby="war-room-cta">
          <h2 id="war-room-cta">{t('warRoom.ctaTitle')}</h2>
          <p>{t('warRoom.ctaText')}</p>
          <Button onClick={onJoin}>{t('warRoom.ctaButton')}</Button>
        </Centered>
      </Page>
    </Container>
  );
}
