import type { ModerationDecision, ModerationQueueItem } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { signInHref } from '@flow/store';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, Spinner, theme } from '@flow/ui';
import styled from 'styled-components';
import { QueueItem } from './QueueItem';

const Page = styled.div`
  padding: ${theme.spacing[6]} 0 6rem;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[4]};
`;
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[3]};
  align-items: flex-end;
  justify-content: space-between;
  h1 {
    margin: 0;
    font-size: ${theme.fontSizes['2xl']};
  }
  p {
    margin: ${theme.spacing[1]} 0 0;
    color: ${theme.colors.textMuted};
    max-width: 40rem;
  }
`;
const Center = styled.div`
  min-height: 30vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.spacing[3]};
  color: ${theme.colors.textMuted};
  text-align: center;
`;
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[4]};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
  justify-content: center;
`;

export type ModerationState =
  | { kind: 'signed-out' }
  | { kind: 'not-allowed' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; items: ModerationQueueItem[] };

export interface ModerationViewProps {
  state: ModerationState;
  /** Key `${itemType}:${itemId}` → what is being saved for it. */
  busy?: Record<string, ModerationDecision | 'note'>;
  onDecide?(item: ModerationQueueItem, decision: ModerationDecision): void;
  onNoteAuthor?(item: ModerationQueueItem): void;
  onRetry?(): void;
}

function Notice({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <Container size="sm">
      <Page>
        <Card>
          <CardHeader>
            <CardTitle as="h1">{title}</CardTitle>
            <CardDescription>{text}</CardDescription>
          </CardHeader>
          <CardContent>
            <Row>{children}</Row>
          </CardContent>
        </Card>
      </Page>
    </Container>
  );
}

const noop = () => {};

/** /moderation: the queue for moderators, or why it cannot be shown. */
export function ModerationView({ state, busy = {}, onDecide = noop, onNoteAuthor = noop, onRetry = noop }: ModerationViewProps) {
  const { t } = useTranslation();
  if (state.kind === 'signed-out') {
    return (
      <Notice title={t('moderation.signInTitle')} text={t('moderation.signInText')}>
        <Button href={signInHref('/moderation')}>{t('moderation.signIn')}</Button>
      </Notice>
    );
  }
  if (state.kind === 'not-allowed') {
    return (
      <Notice title={t('moderation.notAllowedTitle')} text={t('moderation.notAllowedText')}>
        <Button href="/" variant="outline">
          {t('moderation.backHome')}
        </Button>
      </Notice>
    );
  }
  return (
    <Container size="lg">
      <Page>
        <Header>
          <div>
            <h1>{t('moderation.title')}</h1>
            <p>{t('moderation.intro')}</p>
          </div>
          {state.kind === 'ready' && state.items.length > 0 && (
            <span data-testid="moderation-count">{t('moderation.waiting', { count: state.items.length })}</span>
          )}
        </Header>
        {state.kind === 'loading' && (
          <Center aria-busy="true">
            <Spinner size={28} />
            <span>{t('moderation.loading')}</span>
          </Center>
        )}
        {state.kind === 'error' && (
          <Center role="alert">
            <span>{t('moderation.loadError')}</span>
            <Button variant="outline" onClick={onRetry}>
              {t('common.tryAgain')}
            </Button>
          </Center>
        )}
        {state.kind === 'ready' && state.items.length === 0 && (
          <Card>
            <CardHeader>
              <CardTitle as="h2">{t('moderation.emptyTitle')}</CardTitle>
              <CardDescription>{t('moderation.emptyText')}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" onClick={onRetry}>
                {t('moderation.refresh')}
              </Button>
            </CardContent>
          </Card>
        )}
        {state.kind === 'ready' && state.items.length > 0 && (
          <List>
            {state.items.map((item) => (
              <li key={`${item.itemType}:${item.itemId}`}>
                <QueueItem item={item} busy={busy[`${item.itemType}:${item.itemId}`] ?? null} onDecide={onDecide} onNoteAuthor={onNoteAuthor} />
              </li>
            ))}
          </List>
        )}
      </Page>
    </Container>
  );
}
