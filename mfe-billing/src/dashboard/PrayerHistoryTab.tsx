import type { PrayerHistory, PrayerHistoryItem } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, theme } from '@flow/ui';
import type { TFunction } from 'i18next';
import styled from 'styled-components';

/** Spec 001 §2: the list scrolls in an area of about 24 rem. */
const Scroll = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 ${theme.spacing[1]} 0 0;
  max-height: 24rem;
  overflow-y: auto;
  display: grid;
  gap: ${theme.spacing[3]};
`;
const Item = styled.li<{ $mine: boolean }>`
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${({ $mine }) => ($mine ? theme.colors.primary : theme.colors.premium)};
  border-radius: ${theme.radii.md};
  padding: ${theme.spacing[3]} ${theme.spacing[4]};
  background: ${theme.colors.surface};
`;
const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing[2]};
  margin-bottom: ${theme.spacing[1.5]};
  strong {
    font-size: ${theme.fontSizes.sm};
  }
  time {
    margin-left: auto;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
  }
`;
const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  word-break: break-word;
  line-height: 1.55;
`;
const Verse = styled.blockquote`
  margin: ${theme.spacing[2]} 0 0;
  padding: ${theme.spacing[2]} ${theme.spacing[3]};
  background: ${theme.colors.primarySoft};
  border-radius: ${theme.radii.md};
  font-style: italic;
  cite {
    display: block;
    margin-bottom: ${theme.spacing[1]};
    font-style: normal;
    font-weight: ${theme.fontWeights.semibold};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.primarySoftText};
  }
`;
const Center = styled.div`
  text-align: center;
  padding: ${theme.spacing[8]} ${theme.spacing[4]};
  color: ${theme.colors.textMuted};
  strong {
    display: block;
    color: ${theme.colors.destructive};
    margin-bottom: ${theme.spacing[1]};
  }
`;
const Head = styled(CardHeader)`
  display: flex;
  flex-direction: row;
  justify-content: space-between;
  align-items: flex-end;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
`;

/** Spec 001 §2: the label of each kind of history item. */
export function itemLabel(item: PrayerHistoryItem, t: TFunction): string {
  const missionary = item.metadata.missionary?.displayName || t('dashboard.history.missionary');
  switch (item.type) {
    case 'post':
      return t('dashboard.history.post');
    case 'prayer-request':
      return t('dashboard.history.prayerRequest');
    case 'ai-response':
      return t('dashboard.history.aiResponse');
    case 'missionary-response':
      return t('dashboard.history.missionaryResponse', { name: missionary });
    case 'chat-message':
      return item.metadata.isFromUser ? t('dashboard.history.you') : missionary;
    default:
      return t('dashboard.history.message');
  }
}

function HistoryEntry({ item }: { item: PrayerHistoryItem }) {
  const { t, i18n } = useTranslation();
  const m = item.metadata;
  const voice = m.responseType === 'voice';
  const when = new Date(item.createdAt);
  return (
    <Item $mine={m.isFromUser !== false} data-testid="history-item" data-type={item.type}>
      <ItemHead>
        <strong>{itemLabel(item, t)}</strong>
        {item.type === 'missionary-response' && m.missionary?.specialization && (
          <Badge variant="outline">{m.missionary.specialization}</Badge>
        )}
        <time dateTime={item.createdAt}>
          {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(when)}
        </time>
      </ItemHead>
      {voice ? (
        <Body>{t('dashboard.history.voice', { seconds: m.voiceDuration ?? 0 })}</Body>
      ) : (
        item.content && <Body>{item.content}</Body>
      )}
      {item.type === 'ai-response' && m.verse && (
        <Verse>
          <cite>
            {m.reference} · {m.source === 'torah' ? t('dashboard.history.torah') : t('dashboard.history.bible')}
          </cite>
          {m.verse}
        </Verse>
      )}
    </Item>
  );
}

/** Spec 001 §2 Prayer History: 'Your Prayer Journey', the total, 'Chronological order', the list. */
export function PrayerHistoryTab({ history, error, loading }: { history?: PrayerHistory; error?: unknown; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Head>
        <div>
          <CardTitle>{t('dashboard.history.title')}</CardTitle>
          {history && <CardDescription data-testid="history-count">{t('dashboard.history.count', { count: history.totalCount })}</CardDescription>}
        </div>
        <Badge variant="secondary">{t('dashboard.history.chronological')}</Badge>
      </Head>
      <CardContent>
        {error ? (
          <Center role="alert">
            <strong>{t('dashboard.history.errorTitle')}</strong>
            {t('dashboard.history.errorText')}
          </Center>
        ) : loading || !history ? (
          <div aria-busy="true" style={{ display: 'grid', gap: 12 }}>
            <Skeleton height={72} />
            <Skeleton height={72} />
            <Skeleton height={72} />
          </div>
        ) : history.items.length === 0 ? (
          <Center>{t('dashboard.history.empty')}</Center>
        ) : (
          <Scroll data-testid="history-list">
            {history.items.map((item) => (
              <HistoryEntry key={item.id} item={item} />
            ))}
          </Scroll>
        )}
      </CardContent>
    </Card>
  );
}
