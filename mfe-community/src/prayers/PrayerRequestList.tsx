import type { PrayerRequestWithResponses } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Button, Card, Skeleton, Stack, theme } from '@flow/ui';
import styled from 'styled-components';
import { useState } from 'react';
import { LoadMore, type LoadMoreState } from '../wall/LoadMore';
import { loadMorePrayers, usePrayerRequests } from './api';
import { PrayerRequestItem } from './PrayerRequestItem';

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
  letter-spacing: -0.01em;
`;
const State = styled(Card)`
  padding: ${theme.spacing[5]};
  text-align: center;
  color: ${theme.colors.textMuted};
`;

export function PrayerRequestListView({
  state,
  requests = [],
  total = requests.length,
  onRetry,
  children,
}: {
  state: 'loading' | 'error' | 'ready';
  requests?: PrayerRequestWithResponses[];
  /** Requests on the whole wall; more than shown while older pages are not loaded yet. */
  total?: number;
  onRetry?: () => void;
  /** Under the list: the Load more control. */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} as="section" aria-labelledby="prayer-list-title">
      <Title id="prayer-list-title">{t('prayer.listTitle', { count: Math.max(total, requests.length) })}</Title>
      {state === 'loading' && (
        <State aria-busy="true">
          <Stack gap={3}>
            <Skeleton height={16} width={'30%'} />
            <Skeleton height={18} />
            <Skeleton height={48} />
          </Stack>
        </State>
      )}
      {state === 'error' && (
        <State role="alert">
          <Stack gap={3} align="center">
            <strong>{t('prayer.loadFailed')}</strong>
            <Button variant="outline" onClick={onRetry}>
              {t('common.tryAgain')}
            </Button>
          </Stack>
        </State>
      )}
      {state === 'ready' && requests.length === 0 && <State>{t('prayer.empty')}</State>}
      {state === 'ready' && requests.map((r) => <PrayerRequestItem key={r.id} request={r} />)}
      {state === 'ready' && children}
    </Stack>
  );
}

/** 'Recent Prayer Requests with Biblical Guidance (count)': the requests of the last 24 hours. */
export function PrayerRequestList() {
  const { data, error, isLoading, mutate } = usePrayerRequests();
  const [more, setMore] = useState<'idle' | 'loading' | 'loaded' | 'failed'>('idle');
  const state = error && !data ? 'error' : isLoading || !data ? 'loading' : 'ready';
  const loadMore = () => {
    if (!data) return;
    setMore('loading');
    loadMorePrayers(data).then(
      () => setMore('loaded'),
      () => setMore('failed'),
    );
  };
  const shown: LoadMoreState = more === 'loading' || more === 'failed' ? more : data?.nextCursor ? more : 'end';
  return (
    <PrayerRequestListView state={state} requests={data?.requests} total={data?.total} onRetry={() => void mutate()}>
      {/* A wall of one page has nothing to say about its end. */}
      {data && (data.nextCursor || data.pages > 1) && <LoadMore of="prayer" state={shown} onLoadMore={loadMore} />}
    </PrayerRequestListView>
  );
}
