import { call, ChatSocket } from '@flow/api-client';
import { chatEndpoints, ChatServerFrame, MissionaryChatRoomList } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { Card, Skeleton, theme } from '@flow/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { chatErrorText, markRead, newClientMessageId, sendText, sendVoice } from './api';
import { ChatRoomList } from './ChatRoomList';
import { ChatThread } from './ChatThread';
import { useChatRoom } from './useChatRoom';
import { useVoiceRecorder, type VoiceRecorderDeps } from './useVoiceRecorder';

export const MISSIONARY_ROOMS_KEY = chatEndpoints.missionaryChatRooms.path;

export function useMissionaryChatRooms(enabled: boolean) {
  return useSWR(enabled ? MISSIONARY_ROOMS_KEY : null, () =>
    call(chatEndpoints.missionaryChatRooms).then((r) => MissionaryChatRoomList.parse(r)),
  );
}

/** Keeps the list current: the server sends room_activity for each message in any of the missionary's rooms. */
export function useRoomActivity(onActivity: () => void, enabled: boolean, createSocket?: (url: string) => WebSocket) {
  const cb = useRef(onActivity);
  cb.current = onActivity;
  useEffect(() => {
    if (!enabled) return;
    const socket = new ChatSocket<ChatServerFrame>({
      parse: (raw) => {
        const parsed = ChatServerFrame.safeParse(raw);
        return parsed.success ? parsed.data : null;
      },
      onEvent: (frame) => {
        if (frame.type === 'room_activity') cb.current();
      },
      // Whatever happened while the socket was away shows after it is back.
      onReconnect: () => cb.current(),
      createSocket,
    });
    socket.watchRooms();
    socket.connect();
    return () => socket.close();
  }, [enabled, createSocket]);
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.spacing[4]};
  & > * {
    min-width: 0;
  }
  ${theme.media.md} {
    grid-template-columns: minmax(16rem, 22rem) minmax(0, 1fr);
    align-items: start;
  }
`;
const Panel = styled(Card)`
  height: 600px;
  max-height: calc(100dvh - 6rem);
  padding: ${theme.spacing[4]};
  display: flex;
  flex-direction: column;
`;
const Prompt = styled.p`
  margin: auto;
  color: ${theme.colors.textMuted};
`;

export interface MissionaryRoomThreadProps {
  roomId: string;
  onSent(): void;
  voiceDeps?: VoiceRecorderDeps;
  createSocket?: (url: string) => WebSocket;
}

/** One room on the missionary's side: the same thread as the visitor's dialog, live, with voice. */
export function MissionaryRoomThread({ roomId, onSent, voiceDeps, createSocket }: MissionaryRoomThreadProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [voiceSending, setVoiceSending] = useState(false);
  const read = () => void markRead(roomId).then(onSent, () => undefined);
  const chat = useChatRoom(roomId, null, {
    onConnectionError: () => toast({ variant: 'destructive', title: t('chat.connectionErrorTitle'), description: t('chat.connectionErrorText') }),
    onIncoming: read,
    createSocket,
  });
  const recorder = useVoiceRecorder((problem) => {
    if (problem === 'microphone') toast({ variant: 'destructive', title: t('chat.recordingFailedTitle'), description: t('chat.recordingFailedText') });
    else toast({ variant: 'destructive', title: t('chat.voiceFailedTitle'), description: t('chat.voice.tooLarge') });
  }, voiceDeps);
  // Opening a room reads it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(read, [roomId]);

  async function send() {
    if (text.trim() === '' || sending) return;
    setSending(true);
    try {
      chat.add([await sendText({ roomId, content: text.trim(), topic: null, clientMessageId: newClientMessageId() })]);
      setText('');
      onSent();
    } catch (error) {
      toast({ variant: 'destructive', title: t('chat.sendFailed'), description: chatErrorText(error, t('chat.voiceFailedText')) });
    } finally {
      setSending(false);
    }
  }

  async function sendRecording() {
    if (!recorder.draft || voiceSending) return;
    setVoiceSending(true);
    try {
      chat.add([await sendVoice(roomId, recorder.draft.wav, newClientMessageId())]);
      recorder.cancel();
      onSent();
    } catch (error) {
      toast({ variant: 'destructive', title: t('chat.voiceFailedTitle'), description: chatErrorText(error, t('chat.voiceFailedText')) });
    } finally {
      setVoiceSending(false);
    }
  }

  return (
    <ChatThread
      otherName={t('chat.chats.visitor')}
      emptyText={t('chat.chats.noMessages')}
      status={chat.status}
      roomId={roomId}
      messages={chat.state.messages}
      drafts={chat.state.drafts}
      text={text}
      onText={setText}
      onSend={() => void send()}
      sending={sending}
      voice={{ state: recorder.state, sending: voiceSending, onStart: recorder.start, onStop: recorder.stop, onSend: () => void sendRecording(), onCancel: recorder.cancel }}
      reconnecting={chat.reconnecting}
    />
  );
}

export interface MissionaryChatsProps {
  rooms: ReturnType<typeof useMissionaryChatRooms>;
  voiceDeps?: VoiceRecorderDeps;
  createSocket?: (url: string) => WebSocket;
}

/** The dashboard's Chats tab: the open rooms and, beside them, the selected conversation. */
export function MissionaryChats({ rooms, voiceDeps, createSocket }: MissionaryChatsProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, []);
  const refresh = () => void rooms.mutate();
  return (
    <Layout>
      <div>
        {rooms.data ? (
          <ChatRoomList rooms={rooms.data.rooms} selectedId={selected} now={now} onSelect={setSelected} />
        ) : (
          <Skeleton height="5rem" />
        )}
      </div>
      <Panel as="section">
        {selected ? (
          <MissionaryRoomThread key={selected} roomId={selected} onSent={refresh} voiceDeps={voiceDeps} createSocket={createSocket} />
        ) : (
          <Prompt>{t('chat.chats.select')}</Prompt>
        )}
      </Panel>
    </Layout>
  );
}
