import type { PrayerRequestWithResponses } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Button, Card, Skeleton, Stack } from '@flow/ui';
import styled from 'styled-components';
import { usePrayerRequests } from './api';
import { PrayerRequestItem } from './PrayerRequestItem';

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  letter-spacing: -0.01em;
`;
const State = styled(Card)`
  padding: ${({ theme }) => theme.spacing[5]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function PrayerRequestListView({
  state,
  requests = [],
  onRetry,
}: {
  state: 'loading' | 'error' | 'ready';
  requests?: PrayerRequestWithResponses[];
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} as="section" aria-labelledby="prayer-list-title">
      <Title id="prayer-list-title">{t('prayer.listTitle', { count: requests.length })}</Title>
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
    </Stack>
  );
}

/** 'Recent Prayer Requests with Biblical Guidance (count)': the requests of the last 24 hours. */
export function PrayerRequestList() {
  const { data, error, isLoading, mutate } = usePrayerRequests();
  const state = error ? 'error' : isLoading || !data ? 'loading' : 'ready';
  return <PrayerRequestListView state={state} requests={data} onRetry={() => void mutate()} />;
}
