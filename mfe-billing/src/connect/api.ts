import { call, submitForm } from '@flow/api-client';
import {
  CONNECT_VOICE_FIELD,
  CONNECT_VOICE_TEXT,
  endpoints,
  type MissionaryTeam,
  type PrayerConnection,
  type PublicMissionary,
} from '@flow/contracts';
import useSWR from 'swr';

/** Spec 001 §7: GET /api/missionaries, on the connect page only when signed in. */
export function useHumanMissionaries(enabled: boolean) {
  const team = useSWR<MissionaryTeam>(enabled ? endpoints.missionaryTeam.path : null, () => call(endpoints.missionaryTeam));
  // Spec 001 §2: AI helpers take no direct requests.
  const missionaries: PublicMissionary[] | undefined = team.data?.missionaries.filter((m) => !m.isAI);
  return { missionaries, error: team.error as unknown, isLoading: team.isLoading };
}

export type ConnectRequest =
  | { messageType: 'text'; missionaryId: string; content: string }
  | { messageType: 'voice'; missionaryId: string; recording: Blob; seconds: number };

/** Spec 001 §7: POST /api/prayer-connections as a multipart form. */
export function sendPrayerConnection(request: ConnectRequest): Promise<PrayerConnection> {
  const form = new FormData();
  form.set('missionaryId', request.missionaryId);
  form.set('messageType', request.messageType);
  if (request.messageType === 'text') {
    form.set('content', request.content);
  } else {
    form.set('content', CONNECT_VOICE_TEXT);
    form.set('voiceDuration', String(Math.max(1, request.seconds)));
    form.set(CONNECT_VOICE_FIELD, request.recording, 'prayer.webm');
  }
  return submitForm(endpoints.createPrayerConnection, form);
}
