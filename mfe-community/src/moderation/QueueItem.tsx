import type { ModerationDecision, ModerationQueueItem } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Badge, Button, Card, CardContent, Dialog, DialogFooter, theme } from '@flow/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CrisisResources } from '../safety/CrisisResources';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
  align-items: center;
`;
const Meta = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[1]};
  font-size: ${theme.fontSizes.sm};
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
  strong {
    color: ${theme.colors.text};
    font-weight: ${theme.fontWeights.semibold};
  }
`;
const Text = styled.blockquote`
  margin: 0;
  padding: ${theme.spacing[3]} ${theme.spacing[4]};
  border-left: 3px solid ${theme.colors.borderStrong};
  background: ${theme.colors.surfaceMuted};
  border-radius: ${theme.radii.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.55;
`;
const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[1]};
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding-left: ${theme.spacing[5]};
    font-size: ${theme.fontSizes.sm};
  }
`;
const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[4]};
  padding-top: ${theme.spacing[5]};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
  justify-content: flex-end;
`;
const Guidance = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[3]};
  strong {
    font-size: ${theme.fontSizes.md};
  }
  p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    line-height: 1.55;
  }
`;
const Photo = styled.img`
  max-width: 12rem;
  max-height: 12rem;
  border-radius: ${theme.radii.md};
  object-fit: cover;
`;

export interface QueueItemProps {
  item: ModerationQueueItem;
  /** The decision or note being saved for this item, if any. */
  busy: ModerationDecision | 'note' | null;
  onDecide(item: ModerationQueueItem, decision: ModerationDecision): void;
  onNoteAuthor(item: ModerationQueueItem): void;
}

/** One item in the moderators' queue: what it says, why it is here, and the decisions. */
export function QueueItem({ item, busy, onDecide, onNoteAuthor }: QueueItemProps) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(item.queuedAt));
  const flagText = (f: string) => (['distress', 'abuse', 'self_harm'].includes(f) ? t(`moderation.flags.${f as 'distress'}`) : t('moderation.flags.other'));

  return (
    <Card as="article" data-testid="moderation-item" data-item-id={item.itemId} aria-label={t(`moderation.kinds.${item.itemType}`)}>
      <Body>
        <Head>
          <Badge variant="secondary">{t(`moderation.kinds.${item.itemType}`)}</Badge>
          <Badge variant={item.status === 'held' ? 'warning' : 'outline'}>{t(`moderation.status.${item.status}`)}</Badge>
          {item.reportCount > 0 && <Badge variant="outline">{t('moderation.reports', { count: item.reportCount })}</Badge>}
        </Head>
        <Meta>
          {item.holdReason && <strong data-testid="hold-reason">{t(`moderation.holdReasons.${item.holdReason}`)}</strong>}
          {item.flags.map((f) => (
            <strong key={f}>{flagText(f)}</strong>
          ))}
          <p>{t('moderation.since', { date: since })}</p>
        </Meta>
        {item.itemType === 'missionary_photo' ? <Photo src={item.text} alt={t('moderation.photoAlt')} /> : <Text>{item.text}</Text>}
        {item.original && (
          <Section>
            <h3>{t('moderation.original')}</h3>
            <Text>{item.original}</Text>
          </Section>
        )}
        {item.reportReasons.length > 0 && (
          <Section>
            <ul aria-label={t('moderation.reports', { count: item.reportCount })}>
              {item.reportReasons.map((r) => (
                <li key={r.reason}>
                  {t(`report.reasons.${r.reason}`)} × {r.count}
                </li>
              ))}
            </ul>
          </Section>
        )}
        {item.reportDetails.length > 0 && (
          <Section>
            <h3>{t('moderation.reportDetails')}</h3>
            <ul>
              {item.reportDetails.map((d, i) => (
                <li key={i}>{d}</li>
              ))}
            </ul>
          </Section>
        )}
        {item.selfHarm && (
          <Guidance data-testid="moderation-crisis">
            <strong>{t('moderation.crisisTitle')}</strong>
            <p>{t('moderation.crisisText')}</p>
            <CrisisResources variant="alert" heading="h3" />
            {item.holdReason === 'self_harm' && (
              <div>
                <Button variant="secondary" size="sm" disabled={item.authorNoteSent} loading={busy === 'note'} onClick={() => onNoteAuthor(item)}>
                  {item.authorNoteSent ? t('moderation.noteSent') : t('moderation.noteAuthor')}
                </Button>
              </div>
            )}
          </Guidance>
        )}
        <Actions>
          <Button variant="outline" loading={busy === 'released'} disabled={busy !== null} onClick={() => onDecide(item, 'released')}>
            {t('moderation.release')}
          </Button>
          <Dialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('moderation.confirmRemoveTitle')}
            description={t('moderation.confirmRemoveText')}
            closeLabel={t('common.close')}
            size="sm"
            trigger={
              <Button variant="destructive" loading={busy === 'removed'} disabled={busy !== null}>
                {t('moderation.remove')}
              </Button>
            }
          >
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                {t('moderation.cancel')}
              </Button>
              <Button
                variant="destructive"
                data-testid="confirm-remove"
                onClick={() => {
                  setConfirming(false);
                  onDecide(item, 'removed');
                }}
              >
                {t('moderation.remove')}
              </Button>
            </DialogFooter>
          </Dialog>
        </Actions>
      </Body>
    </Card>
  );
}
