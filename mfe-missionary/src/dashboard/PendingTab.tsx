import { MISSIONARY_RESPONSE_MAX_LENGTH, type AssignedPrayerRequest } from '@flow/contracts';
import { timeAgo, useTranslation } from '@flow/i18n';
import { Badge, Button, Card, HeartIcon, Skeleton, Textarea, theme } from '@flow/ui';
import styled, { css } from 'styled-components';

const Layout = styled.div`
  display: grid;
  gap: ${theme.spacing[4]};
  ${theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;
const Voice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[2]};
  audio {
    width: 100%;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[3]};
`;
const RequestButton = styled.button<{ $selected: boolean }>`
  all: unset;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[2]};
  width: 100%;
  cursor: pointer;
  padding: ${theme.spacing[4]};
  border-radius: ${theme.radii.lg};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  &:focus-visible {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
  ${({ $selected, theme }) =>
    $selected &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
      box-shadow: ${theme.shadows.primary};
    `}
`;
const Meta = styled.div`
  display: flex;
  gap: ${theme.spacing[3]};
  align-items: center;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  span {
    display: inline-flex;
    gap: ${theme.spacing[1]};
    align-items: center;
  }
`;
const Clamp = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;
const Panel = styled(Card)`
  padding: ${theme.spacing[5]};
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[3]};
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`;
const Quote = styled.blockquote`
  margin: 0;
  padding: ${theme.spacing[3]};
  border-left: 3px solid ${theme.colors.primary};
  background: ${theme.colors.surfaceSunken};
  white-space: pre-wrap;
`;
const Row = styled.div`
  display: flex;
  gap: ${theme.spacing[2]};
  flex-wrap: wrap;
`;
const Counter = styled.p<{ $over: boolean }>`
  margin: 0;
  text-align: right;
  font-size: ${theme.fontSizes.sm};
  color: ${({ $over, theme }) => ($over ? theme.colors.destructive : theme.colors.textMuted)};
`;
const Empty = styled(Card)`
  padding: ${theme.spacing[8]} ${theme.spacing[6]};
  text-align: center;
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${theme.spacing[2]};
    color: ${theme.colors.textMuted};
  }
`;

export interface PendingTabProps {
  /** null while loading. */
  requests: AssignedPrayerRequest[] | null;
  selectedId: string | null;
  draft: string;
  sending: boolean;
  voiceCoolingDown: boolean;
  onSelect(id: string): void;
  onDraft(text: string): void;
  onSend(): void;
  onVoice(): void;
}

/** Spec 001 §2 Pending Requests: the list on the left, the response panel on the right. */
export function PendingTab(props: PendingTabProps) {
  const { t, i18n } = useTranslation();
  const { requests, selectedId, draft, sending } = props;
  if (requests === null) {
    return (
      <List aria-label={t('missionaryDashboard.loadingRequests')} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Card style={{ padding: '1rem', display: 'flex', flexDirection: 'column', gap: '0.5rem' }} aria-hidden="true">
              <Skeleton width="30%" height="0.9rem" />
              <Skeleton width="100%" height="3.5rem" />
            </Card>
          </li>
        ))}
      </List>
    );
  }
  if (requests.length === 0) {
    return (
      <Empty>
        <p>{t('missionaryDashboard.noPending')}</p>
        <p>{t('missionaryDashboard.noPendingText')}</p>
      </Empty>
    );
  }
  const selected = requests.find((r) => r.id === selectedId) ?? null;
  const blank = draft.trim() === '';
  // The server refuses more than 500 characters; the button says so before a round trip does.
  const over = [...draft].length > MISSIONARY_RESPONSE_MAX_LENGTH;
  return (
    <Layout>
      <List>
        {requests.map((r) => (
          <li key={r.id}>
            <RequestButton
              type="button"
              $selected={r.id === selectedId}
              aria-pressed={r.id === selectedId}
              data-testid="pending-request"
              onClick={() => props.onSelect(r.id)}
            >
              <Meta>
                <span>{timeAgo(r.createdAt, i18n.language) ?? t('common.justNow')}</span>
                {r.direct ? (
                  // Sent to this missionary alone (Connect with a Missionary): never on the wall, so no hearts.
                  <Badge data-testid="private-request">{t('connect.privateBadge')}</Badge>
                ) : (
                  <span aria-label={t('missionaryDashboard.hearts', { count: r.hearts })}>
                    <HeartIcon size={14} aria-hidden="true" /> {r.hearts}
                  </span>
                )}
              </Meta>
              <Clamp>{r.direct?.messageType === 'voice' ? t('connect.voiceMessage', { seconds: r.direct.voiceDuration ?? 0 }) : r.content}</Clamp>
              {r.id === selectedId && <Badge>{t('missionaryDashboard.selected')}</Badge>}
            </RequestButton>
          </li>
        ))}
      </List>
      <Panel aria-live="polite">
        {selected ? (
          <>
            <h3>{t('missionaryDashboard.respondTitle')}</h3>
            {selected.direct?.messageType === 'voice' && selected.direct.voiceUrl ? (
              <Voice>
                <span>{t('connect.voiceMessage', { seconds: selected.direct.voiceDuration ?? 0 })}</span>
                <audio
                  controls
                  preload="none"
                  src={selected.direct.voiceUrl}
                  aria-label={t('connect.voiceMessage', { seconds: selected.direct.voiceDuration ?? 0 })}
                  data-testid="request-voice"
                />
              </Voice>
            ) : (
              <Quote>{selected.content}</Quote>
            )}
            <Row>
              <Button variant="secondary" size="sm" disabled>
                {t('missionaryDashboard.textResponse')}
              </Button>
              <Button variant="outline" size="sm" disabled={props.voiceCoolingDown} onClick={props.onVoice}>
                {t('missionaryDashboard.voiceSoon')}
              </Button>
            </Row>
            <Textarea
              aria-label={t('missionaryDashboard.responseLabel')}
              placeholder={t('missionaryDashboard.responsePlaceholder')}
              rows={6}
              value={draft}
              onChange={(e) => props.onDraft(e.target.value)}
            />
            <Counter $over={over}>
              {t('missionaryDashboard.counter', { n: [...draft].length, max: MISSIONARY_RESPONSE_MAX_LENGTH })}
            </Counter>
            <Button onClick={props.onSend} disabled={blank || over || sending} loading={sending}>
              {sending ? t('missionaryDashboard.sending') : t('missionaryDashboard.send')}
            </Button>
          </>
        ) : (
          <p style={{ margin: 0, textAlign: 'center' }}>{t('missionaryDashboard.selectPrompt')}</p>
        )}
      </Panel>
    </Layout>
  );
}
