import type { ChatMessage } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { VisuallyHidden, theme } from '@flow/ui';
import styled, { css } from 'styled-components';
import { messageTime } from './format';

const Row = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: ${theme.spacing[1]};
`;
const Bubble = styled.div<{ $mine: boolean }>`
  max-width: min(85%, 30rem);
  padding: ${theme.spacing[2]} ${theme.spacing[3]};
  border-radius: ${theme.radii.lg};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${theme.lineHeights.normal};
  ${({ $mine, theme }) =>
    $mine
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryForeground};
          border-bottom-right-radius: ${theme.radii.sm};
        `
      : css`
          background: ${theme.colors.surfaceMuted};
          color: ${theme.colors.text};
          border-bottom-left-radius: ${theme.radii.sm};
        `}
  audio {
    display: block;
    max-width: 100%;
    margin-top: ${theme.spacing[1]};
  }
`;
const Meta = styled.span`
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
`;
const Verse = styled.blockquote`
  margin: ${theme.spacing[2]} 0 0;
  padding: ${theme.spacing[2]} ${theme.spacing[3]};
  border-left: 3px solid ${theme.colors.primary};
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.md};
  font-family: ${theme.fonts.scripture};
  font-style: italic;
  cite {
    display: block;
    margin-top: ${theme.spacing[1]};
    font-style: normal;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
`;
const FollowUp = styled.p`
  margin: ${theme.spacing[2]} 0 0;
  font-weight: ${theme.fontWeights.medium};
`;

export interface MessageBubbleProps {
  message: ChatMessage;
  /** Who the other side is, for screen readers ("You" for one's own). */
  senderName: string;
}

/** One message with its HH:mm time; voice as a player, the helper's verse and follow-up question under its text. */
export function MessageBubble({ message: m, senderName }: MessageBubbleProps) {
  const { t } = useTranslation();
  const mine = m.isMine;
  return (
    <Row $mine={mine} data-testid="chat-message" data-sender={m.senderType}>
      <Bubble $mine={mine}>
        <VisuallyHidden>{`${mine ? t('chat.you') : senderName}: `}</VisuallyHidden>
        {m.messageType === 'voice' ? (
          <>
            <span>{t('chat.voice.message', { seconds: m.voiceDuration ?? 0 })}</span>
            {m.voiceUrl && <audio controls preload="none" src={m.voiceUrl} aria-label={t('chat.voice.message', { seconds: m.voiceDuration ?? 0 })} />}
          </>
        ) : (
          m.content
        )}
        {m.metadata?.verse && (
          <Verse>
            {m.metadata.verse.text}
            <cite>{m.metadata.verse.reference}</cite>
          </Verse>
        )}
        {m.metadata?.followUpQuestion && <FollowUp data-testid="follow-up">{m.metadata.followUpQuestion}</FollowUp>}
      </Bubble>
      <Meta>
        <time dateTime={m.createdAt}>{messageTime(m.createdAt)}</time>
      </Meta>
    </Row>
  );
}

/** An AI helper's answer while it is being written, streamed piece by piece. */
export function StreamingBubble({ text, senderName }: { text: string; senderName: string }) {
  const { t } = useTranslation();
  return (
    <Row $mine={false} data-testid="chat-streaming" aria-busy="true">
      <Bubble $mine={false}>
        <VisuallyHidden>{`${senderName}: `}</VisuallyHidden>
        {text}
        <span aria-hidden="true"> ▍</span>
      </Bubble>
      <Meta>{t('chat.writing', { name: senderName })}</Meta>
    </Row>
  );
}
