import type { AiResponse, HeartItemType, HeartsResult } from '@flow/contracts';
import { RESPONSE_MAX_LENGTH } from '@flow/contracts/light';
import { timeAgo, useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { Avatar, Badge, Button, Card, HeartButton, Textarea, theme } from '@flow/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CrisisResources } from '../safety/CrisisResources';
import { ReportButton } from './ReportButton';
import { useDraft } from './useDraft';
import { useHeart } from './useHeart';
import { verseForQuote } from './verseText';
import { TranslatableInline } from './Translatable';

/** The pieces posts and prayer requests share, so both walls read and behave alike. */
export const ItemCard = styled(Card).attrs({ as: 'article' })`
  padding: ${theme.spacing[5]};
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[4]};
`;
export const Meta = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]} ${theme.spacing[3]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;
export const Content = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  line-height: 1.65;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
export const Pending = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-style: italic;
`;
export const Actions = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
`;
const Responses = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[3]};
  border-top: 1px solid ${theme.colors.border};
  padding-top: ${theme.spacing[4]};
`;
const ResponsesTitle = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  font-weight: 600;
`;
const ResponseItem = styled.div`
  display: flex;
  gap: ${theme.spacing[3]};
  align-items: flex-start;
`;
const ResponseBody = styled.div`
  flex: 1;
  background: ${theme.colors.surfaceMuted};
  border-radius: ${theme.radii.md};
  padding: ${theme.spacing[3]};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.55;
`;
const GuidanceBox = styled.section`
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.primarySoft};
  padding: ${theme.spacing[4]};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.spacing[2]};
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.primarySoftText};
  }
  blockquote {
    margin: 0;
    font-family: ${theme.fonts.scripture};
    font-size: ${theme.fontSizes.lg};
    font-style: italic;
    line-height: 1.6;
  }
  cite {
    font-style: normal;
    font-weight: 600;
    color: ${theme.colors.primary};
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
`;
const ReplyForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${theme.spacing[2]};
  textarea {
    width: 100%;
    min-height: 2.75rem;
  }
`;

export function When({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  return <time dateTime={iso}>{timeAgo(iso, i18n.language) ?? t('common.justNow')}</time>;
}

/** Avatar, who and when: the first line of every item. */
export function ItemHeader({ avatar, who, createdAt }: { avatar: number; who: string; createdAt: string }) {
  return (
    <Meta>
      <Avatar colorIndex={avatar} size={40} />
      <span>{who}</span>
      <span aria-hidden="true">·</span>
      <When iso={createdAt} />
    </Meta>
  );
}

/**
 * The verse, its reference and source, and the guidance written for this item. When the answer
 * read hopelessness or danger at home (`care`, sent to the author only), the help lines for the
 * author's country and language follow it.
 */
export function Guidance({ ai, label, title }: { ai: AiResponse; label: string; title?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <GuidanceBox aria-label={label}>
        {title ? <h3>{title}</h3> : null}
        <Badge variant={ai.source === 'torah' ? 'premium' : 'secondary'}>{t(`post.source.${ai.source}`)}</Badge>
        <blockquote>“{verseForQuote(ai.verse)}”</blockquote>
        <cite>{ai.reference}</cite>
        <p>{ai.guidance}</p>
      </GuidanceBox>
      {ai.care ? <CrisisResources variant="alert" heading="h3" /> : null}
    </>
  );
}

type HeartPatch = (itemType: HeartItemType, id: string, patch: { hearts: number; liked: boolean }) => unknown;

const OriginalBox = styled.details`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  summary {
    cursor: pointer;
    min-height: 2.75rem;
    display: flex;
    align-items: center;
  }
  p {
    margin: ${theme.spacing[1]} 0 0;
    white-space: pre-wrap;
  }
`;

/**
 * For the author only (the server sends `original` to nobody else): why their public text
 * differs, and what they wrote.
 */
export function OwnOriginal({ original }: { original: string | null }) {
  const { t } = useTranslation();
  if (!original) return null;
  return (
    <OriginalBox data-testid="own-original">
      <summary>{t('wall.changedForSafety')}</summary>
      <p>{original}</p>
    </OriginalBox>
  );
}

interface Reply {
  id: string;
  content: string;
  avatar: number;
  isMine: boolean;
  original: string | null;
  createdAt: string;
  hearts: number;
  liked: boolean;
}

/** One community response (to a post or a prayer request) with its heart and report actions. */
export function ReplyRow({
  reply,
  itemType,
  testId,
  sendHeart,
  patchCache,
}: {
  reply: Reply;
  itemType: Extract<HeartItemType, 'response' | 'prayer_response'>;
  testId: string;
  sendHeart: (id: string, liked: boolean, current: number) => Promise<HeartsResult>;
  patchCache?: HeartPatch;
}) {
  const { t } = useTranslation();
  const heart = useHeart({ itemType, ...reply }, (liked, current) => sendHeart(reply.id, liked, current), patchCache);
  return (
    <ResponseItem data-testid={testId}>
      <Avatar colorIndex={reply.avatar} size={32} />
      <ResponseBody>
        <TranslatableInline text={reply.content} />
        <OwnOriginal original={reply.original} />
        <Meta>
          <When iso={reply.createdAt} />
          <HeartButton
            count={heart.hearts}
            liked={heart.liked}
            onToggle={heart.toggle}
            label={heart.liked ? t('post.unheart') : t('post.heart')}
          />
          <ReportButton itemType={itemType} itemId={reply.id} />
        </Meta>
      </ResponseBody>
    </ResponseItem>
  );
}

/** The add-your-response box; the text is kept when sending fails. */
export function ReplyBox({
  placeholder,
  send,
  refresh,
}: {
  placeholder: string;
  send: (text: string) => Promise<{ heldForReview?: boolean }>;
  refresh?: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const draft = useDraft(
    async (text) => {
      const created = await send(text);
      if (created.heldForReview) toast({ title: t('safety.heldTitle'), description: t('safety.heldShort') });
    },
    {
      maxLength: RESPONSE_MAX_LENGTH,
      failure: { title: t('toast.responseFailedTitle'), text: t('toast.responseFailedText') },
      refresh,
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
        aria-label={placeholder}
        placeholder={placeholder}
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

/** The responses section: a count title when there are any, the rows, then the reply box. */
export function ResponsesSection({ title, children }: { title: string | null; children: ReactNode }) {
  return (
    <Responses>
      {title ? <ResponsesTitle>{title}</ResponsesTitle> : null}
      {children}
    </Responses>
  );
}
