import { userMessage } from '@flow/api-client';
import type { ModerationDecision, ModerationQueueItem } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { toast, useSignedInUser, useUserStatus } from '@flow/store';
import { useState } from 'react';
import { decide, noteAuthor, useModerationQueue } from './api';
import { ModerationView, type ModerationState } from './ModerationView';

const keyOf = (item: ModerationQueueItem) => `${item.itemType}:${item.itemId}`;
const statusOf = (error: unknown) => (error as { status?: number } | undefined)?.status;

/** /moderation (issue 10): the queue for signed-in moderators. */
export default function ModerationScreen() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const status = useUserStatus();
  const isModerator = user?.isModerator === true;
  const queue = useModerationQueue(isModerator);
  const [busy, setBusy] = useState<Record<string, ModerationDecision | 'note'>>({});

  async function run(item: ModerationQueueItem, what: ModerationDecision | 'note') {
    const key = keyOf(item);
    setBusy((b) => ({ ...b, [key]: what }));
    try {
      if (what === 'note') {
        await noteAuthor({ itemType: item.itemType, itemId: item.itemId });
        toast({ title: t('moderation.noteSent'), description: t('moderation.noteToast') });
      } else {
        await decide({ itemType: item.itemType, itemId: item.itemId }, what);
        toast({ title: what === 'released' ? t('moderation.releasedToast') : t('moderation.removedToast') });
      }
      await queue.mutate();
    } catch (error) {
      const fallback = what === 'note' ? t('moderation.noteFailed') : t('moderation.decisionFailed');
      toast({ variant: 'destructive', title: t('common.error'), description: userMessage(error, fallback) });
    } finally {
      setBusy(({ [key]: _, ...rest }) => rest);
    }
  }

  let state: ModerationState;
  if (status === 'signed-out' || statusOf(queue.error) === 401) state = { kind: 'signed-out' };
  else if ((user && !isModerator) || statusOf(queue.error) === 403) state = { kind: 'not-allowed' };
  else if (queue.data) state = { kind: 'ready', items: queue.data };
  else if (queue.error) state = { kind: 'error' };
  else state = { kind: 'loading' };

  return (
    <ModerationView
      state={state}
      busy={busy}
      onDecide={(item, decision) => void run(item, decision)}
      onNoteAuthor={(item) => void run(item, 'note')}
      onRetry={() => void queue.mutate()}
    />
  );
}
