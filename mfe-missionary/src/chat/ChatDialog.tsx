import { ApiError } from '@flow/api-client';
import { ChatErrorReason, type ChatMissionary, type ChatRoom, type ChatTopic } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { useEffect, useRef, useState } from 'react';
import { chatErrorText, chooseTopic, newClientMessageId, openRoom, sendText, sendVoice } from './api';
import { ChatDialogView } from './ChatDialogView';
import { withTopicLabel } from './format';
import { crisisOf } from './roomState';
import { useChatRoom } from './useChatRoom';
import { useVoiceRecorder, type VoiceRecorderDeps } from './useVoiceRecorder';

export interface ChatDialogProps {
  missionary: ChatMissionary;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The crisis path's offer of a human missionary; absent when none is available. */
  onTalkToHuman?(): void;
  /** Tests and stories replace the browser's microphone and socket. */
  voiceDeps?: VoiceRecorderDeps;
  createSocket?: (url: string) => WebSocket;
}

/** The visitor's chat with one missionary (spec 001 §2 Chat dialog, §4, §5, §8). */
export function ChatDialog({ missionary, open, onOpenChange, onTalkToHuman, voiceDeps, createSocket }: ChatDialogProps) {
  const { t } = useTranslation();
  const [room, setRoom] = useState<ChatRoom | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [voiceSending, setVoiceSending] = useState(false);
  const [picking, setPicking] = useState(false);
  /** The server said this room takes no topic: the picker goes away rather than offering it again. */
  const [topicsRefused, setTopicsRefused] = useState(false);
  const connectionError = () =>
    toast({ variant: 'destructive', title: t('chat.connectionErrorTitle'), description: t('chat.connectionErrorText') });
  const recorder = useVoiceRecorder((problem) => {
    if (problem === 'microphone') toast({ variant: 'destructive', title: t('chat.recordingFailedTitle'), description: t('chat.recordingFailedText') });
    else toast({ variant: 'destructive', title: t('chat.voiceFailedTitle'), description: t('chat.voice.tooLarge') });
  }, voiceDeps);
  const chat = useChatRoom(open ? (room?.id ?? null) : null, room?.session ?? null, { onConnectionError: connectionError, createSocket });
  const opening = useRef(false);

  // Spec 001 §4: opening with no room creates one, then joins the live channel.
  useEffect(() => {
    if (!open || room || opening.current) return;
    opening.current = true;
    openRoom(missionary.id)
      .then(setRoom, connectionError)
      .finally(() => (opening.current = false));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, room, missionary.id]);

  // Once the room is open its missionary is the server's word, not the caller's copy.
  const isAI = room?.missionary.isAI ?? missionary.isAI;

  // Spec 001 §4: for an AI helper any recording is stopped and cleared on opening.
  const { cancel } = recorder;
  useEffect(() => {
    if (open && isAI) cancel();
  }, [open, isAI, cancel]);

  const topic = chat.state.session?.topic ?? null;
  const roomId = room?.id ?? null;

  async function send(content: string, quickReply = false) {
    if (!roomId || content.trim() === '' || sending) return;
    setSending(true);
    try {
      const label = isAI && topic ? t(`chat.topics.${topic}`) : null;
      const message = await sendText({
        roomId,
        content: withTopicLabel(content, label),
        topic: isAI ? topic : null,
        quickReply,
        clientMessageId: newClientMessageId(),
      });
      chat.add([message]);
      if (!quickReply) setText('');
    } catch (error) {
      toast({ variant: 'destructive', title: t('chat.sendFailed'), description: chatErrorText(error, t('chat.voiceFailedText')) });
    } finally {
      setSending(false);
    }
  }

  async function pickTopic(next: ChatTopic) {
    if (!roomId) return;
    try {
      const updated = await chooseTopic(roomId, next);
      chat.setSession(updated.session);
      setPicking(false);
    } catch (error) {
      if (error instanceof ApiError && error.reason === ChatErrorReason.topicAiOnly) setTopicsRefused(true);
      toast({ variant: 'destructive', title: t('chat.sendFailed'), description: chatErrorText(error, t('chat.voiceFailedText')) });
    }
  }

  async function sendRecording() {
    const draft = recorder.draft;
    if (!roomId || !draft || voiceSending) return;
    setVoiceSending(true);
    try {
      chat.add([await sendVoice(roomId, draft.wav, newClientMessageId())]);
      recorder.cancel();
    } catch (error) {
      toast({ variant: 'destructive', title: t('chat.voiceFailedTitle'), description: chatErrorText(error, t('chat.voiceFailedText')) });
    } finally {
      setVoiceSending(false);
    }
  }

  const crisis = crisisOf(chat.state);
  return (
    <ChatDialogView
      open={open}
      onOpenChange={(next) => {
        if (!next) recorder.cancel();
        onOpenChange(next);
      }}
      missionary={room?.missionary ?? missionary}
      status={room ? chat.status : 'loading'}
      roomId={roomId}
      messages={chat.state.messages}
      drafts={chat.state.drafts}
      topics={
        isAI && !topicsRefused
          ? { current: topic, picking, onChoose: (next) => void pickTopic(next), onChange: () => setPicking(true) }
          : undefined
      }
      text={text}
      onText={setText}
      onSend={() => void send(text)}
      sending={sending}
      onQuickReply={isAI ? (reply) => void send(reply, true) : undefined}
      voice={
        isAI
          ? undefined
          : { state: recorder.state, sending: voiceSending, onStart: recorder.start, onStop: recorder.stop, onSend: () => void sendRecording(), onCancel: recorder.cancel }
      }
      crisis={crisis}
      onTalkToHuman={onTalkToHuman}
      reconnecting={chat.reconnecting}
    />
  );
}
