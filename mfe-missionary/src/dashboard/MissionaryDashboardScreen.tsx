import { userMessage } from '@flow/api-client';
import { useTranslation } from '@flow/i18n';
import { signInHref, toast, useUserStatus } from '@flow/store';
import { useEffect, useRef, useState } from 'react';
import { MissionaryChats, useMissionaryChatRooms, useRoomActivity } from '../chat/MissionaryChats';
import { sendResponse, useMyMissionary, useMyResponses, usePendingRequests } from './api';
import { DashboardView, type DashboardState, type DashboardTab } from './DashboardView';

/** Spec 001 §4: the voice button rests for 2 seconds after a tap. */
export const VOICE_COOLDOWN_MS = 2000;
const statusOf = (error: unknown) => (error as { status?: number } | undefined)?.status;

/** /missionary-dashboard: the missionary is whoever the session's account is, never a stored id. */
export default function MissionaryDashboardScreen() {
  const { t } = useTranslation();
  const status = useUserStatus();
  const me = useMyMissionary(status === 'signed-in');
  const id = me.data?.id ?? null;
  const pending = usePendingRequests(id);
  const responses = useMyResponses(id);
  const chatRooms = useMissionaryChatRooms(id !== null);
  useRoomActivity(() => void chatRooms.mutate(), id !== null);
  const [tab, setTab] = useState<DashboardTab>('pending');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [voiceCoolingDown, setVoiceCoolingDown] = useState(false);
  const cooldown = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (cooldown.current && clearTimeout(cooldown.current)), []);

  function voice() {
    toast({ title: t('missionaryDashboard.voiceToast') });
    setVoiceCoolingDown(true);
    cooldown.current = setTimeout(() => setVoiceCoolingDown(false), VOICE_COOLDOWN_MS);
  }

  async function send() {
    if (!id || !selectedId || draft.trim() === '') return;
    setSending(true);
    try {
      await sendResponse(id, selectedId, draft);
      setSelectedId(null);
      setDraft('');
      await Promise.all([pending.mutate(), responses.mutate(), me.mutate()]);
    } catch (error) {
      toast({ variant: 'destructive', title: t('missionaryDashboard.failedTitle'), description: userMessage(error, t('missionaryDashboard.failedText')) });
    } finally {
      setSending(false);
    }
  }

  let state: DashboardState;
  if (status === 'signed-out' || statusOf(me.error) === 401) state = { kind: 'signed-out', signInHref: signInHref('/missionary-dashboard') };
  else if (statusOf(me.error) === 403) state = { kind: 'not-missionary' };
  else if (me.error) state = { kind: 'error' };
  else if (me.data) state = { kind: 'ready', profile: me.data, pending: pending.data ?? null, responses: responses.data ?? null };
  else state = { kind: 'loading' };

  return (
    <DashboardView
      state={state}
      tab={tab}
      onTab={setTab}
      onRetry={() => void me.mutate()}
      selectedId={selectedId}
      draft={draft}
      sending={sending}
      voiceCoolingDown={voiceCoolingDown}
      onSelect={(requestId) => setSelectedId(requestId)}
      onDraft={setDraft}
      onSend={() => void send()}
      onVoice={voice}
      chats={id ? <MissionaryChats rooms={chatRooms} /> : undefined}
      unansweredChats={chatRooms.data?.rooms.filter((r) => r.unanswered).length ?? 0}
    />
  );
}
