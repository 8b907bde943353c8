import type { CommunityResponse, Post } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Avatar, Badge, Card, HeartButton } from '@flow/ui';
import styled from 'styled-components';
import { setPostHeart, setResponseHeart } from './api';
import { PrayButton } from './PrayButton';
import { ReportButton } from './ReportButton';
import { ResponseBox } from './ResponseBox';
import { timeAgo } from './timeAgo';
import { useHeart } from './useHeart';

const Article = styled(Card).attrs({ as: 'article' })`
  padding: ${({ theme }) => theme.spacing[5]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
`;
const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
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
const Guidance = styled.section`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  padding: ${({ theme }) => theme.spacing[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
`;
const Verse = styled.blockquote`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.scripture};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-style: italic;
  line-height: 1.6;
`;
const Reference = styled.cite`
  font-style: normal;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;
const Pending = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;
const Responses = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.spacing[4]};
`;
const ResponsesTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
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
const Actions = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
`;

function When({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  return <time dateTime={iso}>{timeAgo(iso, i18n.language) ?? t('common.justNow')}</time>;
}

function ResponseRow({ response }: { response: CommunityResponse }) {
  const { t } = useTranslation();
  const heart = useHeart({ itemType: 'response', ...response }, (liked, current) =>
    setResponseHeart(response.id, liked, current),
  );
  return (
    <ResponseItem data-testid="community-response">
      <Avatar anonymousId={response.anonymousId} size={32} />
      <ResponseBody>
        {response.content}
        <Meta>
          <When iso={response.createdAt} />
          <HeartButton
            count={heart.hearts}
            liked={heart.liked}
            onToggle={heart.toggle}
            label={heart.liked ? t('post.unheart') : t('post.heart')}
          />
          <ReportButton itemType="response" itemId={response.id} />
        </Meta>
      </ResponseBody>
    </ResponseItem>
  );
}

export function PostCard({ post }: { post: Post }) {
  const { t } = useTranslation();
  const heart = useHeart({ itemType: 'post', ...post }, (liked, current) => setPostHeart(post.id, liked, current));
  const ai = post.aiResponse;
  return (
    <Article data-testid="post-card" aria-labelledby={`post-${post.id}`}>
      <Meta>
        <Avatar anonymousId={post.anonymousId} size={40} />
        <span>{t('common.anonymous')}</span>
        <span aria-hidden="true">·</span>
        <When iso={post.createdAt} />
      </Meta>
      <Content id={`post-${post.id}`}>{post.content}</Content>
      {ai ? (
        <Guidance aria-label={t('post.guidanceLabel')}>
          <Badge variant={ai.source === 'torah' ? 'premium' : 'secondary'}>{t(`post.source.${ai.source}`)}</Badge>
          <Verse>“{ai.verse}”</Verse>
          <Reference>{ai.reference}</Reference>
          <p style={{ margin: 0, lineHeight: 1.6 }}>{ai.guidance}</p>
        </Guidance>
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
        <ReportButton itemType="post" itemId={post.id} />
      </Actions>
      <Responses>
        {post.communityResponses.length > 0 && (
          <ResponsesTitle>{t('post.communityResponses', { count: post.communityResponses.length })}</ResponsesTitle>
        )}
        {post.communityResponses.map((r) => (
          <ResponseRow key={r.id} response={r} />
        ))}
        <ResponseBox postId={post.id} />
      </Responses>
    </Article>
  );
}
