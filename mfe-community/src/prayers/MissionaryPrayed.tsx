import { callChecked, callLater } from '@flow/api-client';
import type { MissionaryResponse } from '@flow/contracts';
import { lightEndpoints, lightGuards } from '@flow/contracts/light';
import { useTranslation } from '@flow/i18n';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { theme } from '@flow/ui';

export const PRAYED_FOR_KEY = lightEndpoints.myPrayedForResponses.path;

const Box = styled.section`
  border-radius: ${theme.radii.lg};
  border: 1px solid ${theme.colors.purple100};
  background: ${theme.colors.primarySoft};
  padding: ${theme.spacing[3]} ${theme.spacing[4]};
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[2]};
  strong {
    color: ${theme.colors.primarySoftText};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
  }
`;

/** The answers a missionary sent to this browser's own request (the author alone sees them). */
export function MissionaryPrayedBox({ responses }: { responses: MissionaryResponse[] }) {
  const { t } = useTranslation();
  if (responses.length === 0) return null;
  return (
    <Box data-testid="missionary-prayed" aria-label={t('prayer.missionaryPrayed')}>
      <strong>{t('prayer.missionaryPrayed')}</strong>
      {responses.map((r) => (
        <p key={r.id}>{r.responseType === 'voice' ? t('prayer.missionaryVoice', { seconds: r.voiceDuration ?? 0 }) : r.content}</p>
      ))}
    </Box>
  );
}

/** Fetched once for all of the author's requests on the page (one SWR key). */
function usePrayedFor(enabled: boolean) {
  return useSWR(enabled ? PRAYED_FOR_KEY : null, () => callChecked(lightEndpoints.myPrayedForResponses, lightGuards.MissionaryResponseList), {
    revalidateOnFocus: true,
  });
}

/**
 * "A missionary prayed for you" on the author's own request. Shown means seen: an unread answer
 * is marked read, which the missionary's My Responses then shows.
 */
export function MissionaryPrayed({ requestId, mine }: { requestId: string; mine: boolean }) {
  const { data, mutate } = usePrayedFor(mine);
  const responses = (data ?? []).filter((r) => r.prayerRequestId === requestId);
  const marking = useRef(new Set<string>());
  const unread = responses.filter((r) => !r.isRead && !marking.current.has(r.id)).map((r) => r.id);
  useEffect(() => {
    if (unread.length === 0) return;
    for (const id of unread) marking.current.add(id);
    void Promise.all(unread.map((id) => callLater((e) => e.markPrayedForRead, { params: { id }, body: {} }).catch(() => marking.current.delete(id)))).then(
      () => mutate(),
    );
  }, [unread.join(','), mutate]); // eslint-disable-line react-hooks/exhaustive-deps
  return <MissionaryPrayedBox responses={responses} />;
}
