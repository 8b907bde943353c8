import type { ChatMessage, ChatMessageMetadata, ChatTopic } from '@flow/contracts';
import { CHAT_MESSAGE_MAX_LENGTH } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Button, Input, Spinner, theme } from '@flow/ui';
import { useEffect, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { CrisisPanel } from './CrisisPanel';
import { canSendText } from './format';
import { MessageBubble, StreamingBubble } from './MessageBubble';
import { QuickReplies } from './QuickReplies';
import { TopicBanner } from './TopicBanner';
import { TopicPicker } from './TopicPicker';
import { VoiceRecorder, type VoicePhase } from './VoiceRecorder';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[3]};
  height: 100%;
  min-height: 0;
`;
const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[3]};
  padding-right: ${theme.spacing[1]};
`;
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[3]};
`;
const Center = styled.p`
  margin: auto 0;
  text-align: center;
  color: ${theme.colors.textMuted};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.spacing[2]};
`;
const Hint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
`;
const Form = styled.form`
  display: flex;
  gap: ${theme.spacing[2]};
  align-items: center;
  input {
    flex: 1;
    min-width: 0;
  }
`;

export interface ChatThreadProps {
  /** Who the other side is (the missionary for a visitor, "Visitor" for the missionary). */
  otherName: string;
  status: 'loading' | 'ready' | 'error';
  roomId: string | null;
  messages: ChatMessage[];
  drafts: { streamId: string; text: string }[];
  /** AI helper rooms on the visitor's side: the topic picker and banner. */
  topics?: { current: ChatTopic | null; picking: boolean; onChoose(topic: ChatTopic): void; onChange(): void };
  emptyText: string;
  text: string;
  onText(text: string): void;
  onSend(): void;
  sending: boolean;
  onQuickReply?(text: string): void;
  /** Human missionary rooms only. */
  voice?: { state: VoicePhase; sending: boolean; onStart(): void; onStop(): void; onSend(): void; onCancel(): void };
  crisis?: NonNullable<ChatMessageMetadata['crisis']> | null;
  onTalkToHuman?(): void;
  reconnecting?: boolean;
}

/**
 * The conversation, as both sides see it: the visitor in the dialog, the missionary on the
 * dashboard. Spec 001 §5: no send without text or a room; the input rests while sending, or while
 * a voice draft exists (voice is only offered in rooms with a human missionary).
 */
export function ChatThread(props: ChatThreadProps) {
  const { t } = useTranslation();
  const { messages, drafts, topics, voice, status } = props;
  const end = useRef<HTMLDivElement>(null);
  const voiceDraft = !!voice && voice.state.phase !== 'idle';
  const inputDisabled = props.sending || voiceDraft || !props.roomId;
  const last = messages[messages.length - 1];
  const suggestions = last && last.senderType === 'missionary' && !last.isMine ? (last.metadata?.suggestions ?? []) : [];
  const draftText = drafts.map((d) => d.text).join('');

  // Spec 001 §4: a new message scrolls the list to the bottom.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, draftText.length, props.crisis, suggestions.length]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (canSendText(props.text, props.roomId, props.sending) && !voiceDraft) props.onSend();
  }

  return (
    <Root>
      {topics && (topics.current === null || topics.picking ? (
        <TopicPicker current={topics.current} disabled={!props.roomId} onChoose={topics.onChoose} />
      ) : (
        <TopicBanner topic={topics.current} onChange={topics.onChange} />
      ))}
      <Scroll role="log" aria-label={t('chat.messagesLabel')} aria-live="polite" aria-relevant="additions" tabIndex={0}>
        {status === 'loading' && (
          <Center>
            <Spinner />
            <span>{t('chat.loading')}</span>
          </Center>
        )}
        {status !== 'loading' && messages.length === 0 && drafts.length === 0 && <Center>{props.emptyText}</Center>}
        {messages.length > 0 && (
          <List>
            {messages.map((m) => (
              <MessageBubble key={m.id} message={m} senderName={props.otherName} />
            ))}
            {drafts.map((d) => (
              <StreamingBubble key={d.streamId} text={d.text} senderName={props.otherName} />
            ))}
          </List>
        )}
        {props.crisis && <CrisisPanel crisis={props.crisis} onTalkToHuman={props.onTalkToHuman} />}
        {props.onQuickReply && drafts.length === 0 && (
          <QuickReplies suggestions={suggestions} disabled={props.sending || !props.roomId} onPick={props.onQuickReply} />
        )}
        <div ref={end} />
      </Scroll>
      {props.reconnecting && <Hint role="status">{t('chat.reconnecting')}</Hint>}
      {voiceDraft && voice ? (
        <VoiceRecorder {...voice} />
      ) : (
        <Form onSubmit={submit}>
          <Input
            aria-label={t('chat.inputLabel')}
            placeholder={t('chat.inputPlaceholder')}
            value={props.text}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            disabled={inputDisabled}
            onChange={(e) => props.onText(e.target.value)}
            data-testid="chat-input"
          />
          {voice && <VoiceRecorder {...voice} disabled={props.sending || !props.roomId} />}
          <Button type="submit" disabled={!canSendText(props.text, props.roomId, props.sending)} loading={props.sending}>
            {props.sending ? t('chat.sending') : t('chat.send')}
          </Button>
        </Form>
      )}
    </Root>
  );
}
