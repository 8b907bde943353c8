import type { Post } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { HeartButton } from '@flow/ui';
import { createResponse, setPostHeart, setResponseHeart } from './api';
import { Actions, Content, Guidance, ItemCard, ItemHeader, OwnOriginal, Pending, ReplyBox, ReplyRow, ResponsesSection } from './ItemParts';
import { PrayButton } from './PrayButton';
import { TranslatableContent } from './Translatable';
import { ReportButton } from './ReportButton';
import { useHeart } from './useHeart';

const sendResponseHeart = (id: string, liked: boolean, current: number) => setResponseHeart(id, liked, current);

export function PostCard({ post }: { post: Post }) {
  const { t } = useTranslation();
  const heart = useHeart({ itemType: 'post', ...post }, (liked, current) => setPostHeart(post.id, liked, current));
  const count = post.communityResponses.length;
  return (
    <ItemCard data-testid="post-card" aria-labelledby={`post-${post.id}`}>
      <ItemHeader avatar={post.avatar} who={post.isMine ? t('wall.yourPost') : t('common.anonymous')} createdAt={post.createdAt} />
      <TranslatableContent as={Content} id={`post-${post.id}`} text={post.content} />
      <OwnOriginal original={post.original} />
      {post.aiResponse ? (
        <Guidance ai={post.aiResponse} label={t('post.guidanceLabel')} />
      ) : (
        <Pending>{t('post.aiPending')}</Pending>
      )}
      <Actions>
        <HeartButton
          data-testid="post-heart"
          count={heart.hearts}
          liked={heart.liked}
          onToggle={heart.toggle}
          label={heart.liked ? t('post.unheart') : t('post.heart')}
        />
        <PrayButton itemType="post" id={post.id} prayedToday={post.prayedToday} prayedCount={post.prayedCount} />
        {!post.isMine && <ReportButton itemType="post" itemId={post.id} />}
      </Actions>
      <ResponsesSection title={count > 0 ? t('post.communityResponses', { count }) : null}>
        {post.communityResponses.map((r) => (
          <ReplyRow key={r.id} reply={r} itemType="response" testId="community-response" sendHeart={sendResponseHeart} />
        ))}
        <ReplyBox placeholder={t('post.responsePlaceholder')} send={(text) => createResponse(post.id, text)} />
      </ResponsesSection>
    </ItemCard>
  );
}
