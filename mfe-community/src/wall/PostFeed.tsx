import { useTranslation } from '@flow/i18n';
import { Button, Card, Skeleton, Stack, theme } from '@flow/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { loadMorePosts, usePosts } from './api';
import { LoadMore, type LoadMoreState } from './LoadMore';
import { PostCard } from './PostCard';

/** Spec 000 §9: the feed shows 3 skeleton cards while loading. */
export const FEED_SKELETONS = 3;

const State = styled(Card)`
  padding: ${theme.spacing[8]} ${theme.spacing[6]};
  text-align: center;
`;
const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
const SkeletonCard = styled(Card)`
  padding: ${theme.spacing[5]};
`;

export function PostFeedView({
  state,
  onRetry,
  children,
}: {
  state: 'loading' | 'error' | 'empty' | 'ready';
  onRetry?: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  if (state === 'loading') {
    return (
      <Stack gap={4} aria-busy="true" aria-label={t('wall.loadingPosts')}>
        {Array.from({ length: FEED_SKELETONS }, (_, i) => (
          <SkeletonCard key={i} data-testid="post-skeleton">
            <Stack gap={3}>
              <Skeleton height={16} width={'35%'} />
              <Skeleton height={18} />
              <Skeleton height={18} width={'80%'} />
              <Skeleton height={64} />
            </Stack>
          </SkeletonCard>
        ))}
      </Stack>
    );
  }
  if (state === 'error') {
    return (
      <State role="alert">
        <Stack gap={3} align="center">
          <strong>{t('wall.loadFailed')}</strong>
          <Button variant="outline" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      </State>
    );
  }
  if (state === 'empty') {
    return (
      <State>
        <Stack gap={2} align="center">
          <strong>{t('wall.emptyTitle')}</strong>
          <Muted>{t('wall.emptyText')}</Muted>
        </Stack>
      </State>
    );
  }
  return <Stack gap={4}>{children}</Stack>;
}

export function PostFeed() {
  const { data, error, isLoading, mutate } = usePosts();
  const [more, setMore] = useState<'idle' | 'loading' | 'loaded' | 'failed'>('idle');
  const state = error && !data ? 'error' : isLoading || !data ? 'loading' : data.posts.length === 0 ? 'empty' : 'ready';
  const loadMore = () => {
    if (!data) return;
    setMore('loading');
    loadMorePosts(data).then(
      () => setMore('loaded'),
      () => setMore('failed'),
    );
  };
  const shown: LoadMoreState = more === 'loading' || more === 'failed' ? more : data?.nextCursor ? more : 'end';
  return (
    <PostFeedView state={state} onRetry={() => void mutate()}>
      {data?.posts.map((post) => <PostCard key={post.id} post={post} />)}
      {/* A wall of one page has nothing to say about its end. */}
      {data && (data.nextCursor || data.pages > 1) && <LoadMore state={shown} onLoadMore={loadMore} />}
    </PostFeedView>
  );
}
