import type { MissionaryResponse } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Badge, Card, Skeleton, theme } from '@flow/ui';
import styled from 'styled-components';
import { responseDate } from './time';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[3]};
`;
const Item = styled(Card)`
  padding: ${theme.spacing[4]};
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[2]};
  p {
    margin: 0;
    white-space: pre-wrap;
  }
`;
const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.spacing[2]};
  flex-wrap: wrap;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

export interface ResponsesTabProps {
  /** null while loading. */
  responses: MissionaryResponse[] | null;
}

/** Spec 001 §2 My Responses. */
export function ResponsesTab({ responses }: ResponsesTabProps) {
  const { t, i18n } = useTranslation();
  if (responses === null) {
    return (
      <List aria-label={t('missionaryDashboard.loadingResponses')} aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i}>
            <Item aria-hidden="true">
              <Skeleton width="40%" height="0.9rem" />
              <Skeleton width="100%" height="2.5rem" />
            </Item>
          </li>
        ))}
      </List>
    );
  }
  if (responses.length === 0) {
    return (
      <Item>
        <p style={{ textAlign: 'center' }}>{t('missionaryDashboard.noResponses')}</p>
      </Item>
    );
  }
  return (
    <List>
      {responses.map((r) => (
        <li key={r.id}>
          <Item data-testid="my-response">
            <Top>
              <time dateTime={r.createdAt}>{t('missionaryDashboard.respondedAt', responseDate(r.createdAt, i18n.language))}</time>
              <Badge variant={r.isRead ? 'success' : 'secondary'}>{r.isRead ? t('missionaryDashboard.read') : t('missionaryDashboard.unread')}</Badge>
            </Top>
            {r.responseType === 'voice' ? (
              <p>{t('missionaryDashboard.voiceResponse', { seconds: r.voiceDuration ?? 0 })}</p>
            ) : (
              <p>{r.content}</p>
            )}
          </Item>
        </li>
      ))}
    </List>
  );
}
