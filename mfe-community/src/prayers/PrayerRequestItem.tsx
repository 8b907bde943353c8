import { userMessage } from '@flow/api-client';
import { RESPONSE_MAX_LENGTH, TESTIMONY_MAX_LENGTH, type PrayerRequestWithResponses, type PrayerResponse } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { Avatar, Button, Card, Dialog, DialogFooter, Field, HeartButton, Textarea } from '@flow/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { PrayButton } from '../wall/PrayButton';
import { ReportButton } from '../wall/ReportButton';
import { timeAgo } from '../wall/timeAgo';
import { useDraft } from '../wall/useDraft';
import { useHeart } from '../wall/useHeart';
import { useMyId } from '../wall/useMyId';
import {
  createPrayerResponse,
  markAnswered,
  patchCachedPrayerItem,
  refreshPrayers,
  setPrayerRequestHeart,
  setPrayerResponseHeart,
} from './api';

const Item = styled(Card).attrs({ as: 'article' })`
  padding: ${({ theme }) => theme.spacing[5]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
`;
const Meta = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]} ${({ theme }) => theme.spacing[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Content = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.65;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Answered = styled.section`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.successSoft};
  border: 1px solid ${({ theme }) => theme.colors.success};
  padding: ${({ theme }) => theme.spacing[3]} ${({ theme }) => theme.spacing[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
  strong {
    color: ${({ theme }) => theme.colors.success};
  }
  p {
    margin: 0;
    line-height: 1.55;
    white-space: pre-wrap;
  }
`;
const Guidance = styled.section`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  padding: ${({ theme }) => theme.spacing[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.primarySoftText};
  }
  blockquote {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.scripture};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-style: italic;
    line-height: 1.6;
  }
  cite {
    font-style: normal;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
`;
const Pending = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;
const Actions = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
`;
const Responses = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.spacing[4]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const ResponseItem = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[3]};
  align-items: flex-start;
`;
const ResponseBody = styled.div`
  flex: 1;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.spacing[3]};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.55;
`;
const ReplyForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing[2]};
  textarea {
    width: 100%;
    min-height: 2.75rem;
  }
`;

function When({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  return <time dateTime={iso}>{timeAgo(iso, i18n.language) ?? t('common.justNow')}</time>;
}

function PrayerResponseRow({ response }: { response: PrayerResponse }) {
  const { t } = useTranslation();
  const heart = useHeart(
    { itemType: 'prayer_response', ...response },
    (liked, current) => setPrayerResponseHeart(response.id, liked, current),
    patchCachedPrayerItem,
  );
  return (
    <ResponseItem data-testid="prayer-response">
      <Avatar anonymousId={response.anonymousId} size={32} />
      <ResponseBody>
        {response.content}
        <Meta>
          <When iso={response.createdAt} />
          <HeartButton count={heart.hearts} liked={heart.liked} onToggle={heart.toggle} label={heart.liked ? t('post.unheart') : t('post.heart')} />
          <ReportButton itemType="prayer_response" itemId={response.id} />
        </Meta>
      </ResponseBody>
    </ResponseItem>
  );
}

function ReplyBox({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const draft = useDraft(
    async (text) => {
      const created = await createPrayerResponse(requestId, text);
      if (created.heldForReview) toast({ title: t('safety.heldTitle'), description: t('safety.heldShort') });
    },
    {
      maxLength: RESPONSE_MAX_LENGTH,
      failure: { title: t('toast.responseFailedTitle'), text: t('toast.responseFailedText') },
      refresh: refreshPrayers,
    },
  );
  return (
    <ReplyForm
      onSubmit={(e) => {
        e.preventDefault();
        void draft.submit();
      }}
    >
      <Textarea
        aria-label={t('prayer.responsePlaceholder')}
        placeholder={t('prayer.responsePlaceholder')}
        rows={2}
        maxLength={RESPONSE_MAX_LENGTH}
        value={draft.content}
        onChange={(e) => draft.setContent(e.target.value)}
        disabled={draft.busy}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={!draft.canSubmit} loading={draft.busy}>
        {draft.busy ? t('post.responding') : t('post.respond')}
      </Button>
    </ReplyForm>
  );
}

function MarkAnsweredDialog({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [testimony, setTestimony] = useState('');
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    try {
      await markAnswered(requestId, testimony.trim());
      setOpen(false);
      setTestimony('');
      await refreshPrayers();
      toast({ title: t('prayer.answeredToastTitle'), description: t('prayer.answeredToastText') });
    } catch (error) {
      toast({ variant: 'destructive', title: t('common.error'), description: userMessage(error, t('prayer.answeredFailed')) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('prayer.markAnsweredTitle')}
      description={t('prayer.markAnsweredText')}
      closeLabel={t('common.close')}
      size="sm"
      trigger={
        <Button variant="outline" size="sm" data-testid="mark-answered">
          {t('prayer.markAnswered')}
        </Button>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Field label={t('prayer.testimonyLabel')} hint={t('prayer.testimonyHint', { max: TESTIMONY_MAX_LENGTH })}>
          <Textarea
            rows={3}
            maxLength={TESTIMONY_MAX_LENGTH}
            placeholder={t('prayer.testimonyPlaceholder')}
            value={testimony}
            onChange={(e) => setTestimony(e.target.value)}
          />
        </Field>
        <DialogFooter>
          <Button type="submit" loading={busy}>
            {busy ? t('prayer.saving') : t('prayer.saveAnswered')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

/** One request on the prayer wall (spec 000 §2): time, colour avatar, answered box, guidance, responses. */
export function PrayerRequestItem({ request }: { request: PrayerRequestWithResponses }) {
  const { t } = useTranslation();
  const me = useMyId();
  const mine = me !== null && me === request.anonymousId;
  const heart = useHeart(
    { itemType: 'prayer_request', ...request },
    (liked, current) => setPrayerRequestHeart(request.id, liked, current),
    patchCachedPrayerItem,
  );
  const ai = request.aiResponse;
  return (
    <Item data-testid="prayer-request" aria-labelledby={`prayer-${request.id}`}>
      <Meta>
        <Avatar anonymousId={request.anonymousId} size={40} />
        <span>{mine ? t('prayer.yourRequest') : t('common.anonymous')}</span>
        <span aria-hidden="true">·</span>
        <When iso={request.createdAt} />
      </Meta>
      <Content id={`prayer-${request.id}`}>{request.content}</Content>
      {request.isAnswered && (
        <Answered data-testid="prayer-answered">
          <strong>{t('prayer.answered')}</strong>
          {request.testimony && <p>{request.testimony}</p>}
        </Answered>
      )}
      {ai ? (
        <Guidance aria-label={t('prayer.guidanceTitle')}>
          <h3>{t('prayer.guidanceTitle')}</h3>
          <blockquote>“{ai.verse}”</blockquote>
          <cite>
            {ai.reference} · {t(`post.source.${ai.source}`)}
          </cite>
          <p>{ai.guidance}</p>
        </Guidance>
      ) : (
        <Pending>{t('prayer.guidancePending')}</Pending>
      )}
      <Actions>
        <HeartButton
          data-testid="prayer-heart"
          count={heart.hearts}
          liked={heart.liked}
          onToggle={heart.toggle}
          label={heart.liked ? t('post.unheart') : t('post.heart')}
        />
        <PrayButton itemType="prayer_request" id={request.id} prayedToday={request.prayedToday} prayedCount={request.prayedCount} />
        {mine && !request.isAnswered && <MarkAnsweredDialog requestId={request.id} />}
        {!mine && <ReportButton itemType="prayer_request" itemId={request.id} />}
      </Actions>
      <Responses>
        {request.responses.length > 0 && <h3>{t('prayer.responses', { count: request.responses.length })}</h3>}
        {request.responses.map((r) => (
          <PrayerResponseRow key={r.id} response={r} />
        ))}
        <ReplyBox requestId={request.id} />
      </Responses>
    </Item>
  );
}
