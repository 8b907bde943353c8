import { userMessage } from '@flow/api-client';
import type { PrayerRequestWithResponses } from '@flow/contracts';
import { TESTIMONY_MAX_LENGTH } from '@flow/contracts/light';
import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { Button, Dialog, DialogFooter, Field, HeartButton, Textarea, theme } from '@flow/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Actions, Content, Guidance, ItemCard, ItemHeader, OwnOriginal, Pending, ReplyBox, ReplyRow, ResponsesSection } from '../wall/ItemParts';
import { TranslatableContent } from '../wall/Translatable';
import { PrayButton } from '../wall/PrayButton';
import { ReportButton } from '../wall/ReportButton';
import { useHeart } from '../wall/useHeart';
import { MissionaryPrayed } from './MissionaryPrayed';
import {
  createPrayerResponse,
  markAnswered,
  patchCachedPrayerItem,
  refreshPrayers,
  setPrayerRequestHeart,
  setPrayerResponseHeart,
} from './api';

const Answered = styled.section`
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.successSoft};
  border: 1px solid ${theme.colors.success};
  padding: ${theme.spacing[3]} ${theme.spacing[4]};
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[1]};
  strong {
    color: ${theme.colors.success};
  }
  p {
    margin: 0;
    line-height: 1.55;
    white-space: pre-wrap;
  }
`;

function MarkAnsweredDialog({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [testimony, setTestimony] = useState('');
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    try {
      const answered = await markAnswered(requestId, testimony.trim());
      setOpen(false);
      setTestimony('');
      await refreshPrayers();
      // Told plainly when the testimony was kept back: nothing they wrote is lost, nothing is hidden from them.
      if (answered.testimonyHeldForReview) {
        toast({ variant: 'destructive', title: t('prayer.testimonyHeldTitle'), description: t('prayer.testimonyHeldText') });
      } else {
        toast({ title: t('prayer.answeredToastTitle'), description: t('prayer.answeredToastText') });
      }
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
  const mine = request.isMine;
  const heart = useHeart(
    { itemType: 'prayer_request', ...request },
    (liked, current) => setPrayerRequestHeart(request.id, liked, current),
    patchCachedPrayerItem,
  );
  const count = request.responses.length;
  return (
    <ItemCard data-testid="prayer-request" aria-labelledby={`prayer-${request.id}`}>
      <ItemHeader
        avatar={request.avatar}
        who={mine ? t('prayer.yourRequest') : t('common.anonymous')}
        createdAt={request.createdAt}
      />
      <TranslatableContent as={Content} id={`prayer-${request.id}`} text={request.content} />
      <OwnOriginal original={request.original} />
      <MissionaryPrayed requestId={request.id} mine={mine} />
      {request.isAnswered && (
        <Answered data-testid="prayer-answered">
          <strong>{t('prayer.answered')}</strong>
          {request.testimony && <p>{request.testimony}</p>}
          {mine && !request.testimony && request.originalTestimony && (
            <p data-testid="testimony-kept">{t('prayer.testimonyKeptPrivately')}</p>
          )}
          <OwnOriginal original={request.testimony ? request.originalTestimony : null} />
        </Answered>
      )}
      {request.aiResponse ? (
        <Guidance ai={request.aiResponse} label={t('prayer.guidanceTitle')} title={t('prayer.guidanceTitle')} />
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
      <ResponsesSection title={count > 0 ? t('prayer.responses', { count }) : null}>
        {request.responses.map((r) => (
          <ReplyRow
            key={r.id}
            reply={r}
            itemType="prayer_response"
            testId="prayer-response"
            sendHeart={setPrayerResponseHeart}
            patchCache={patchCachedPrayerItem}
          />
        ))}
        <ReplyBox
          placeholder={t('prayer.responsePlaceholder')}
          send={(text) => createPrayerResponse(request.id, text)}
          refresh={refreshPrayers}
        />
      </ResponsesSection>
    </ItemCard>
  );
}
