import type { ChatMissionary } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Dialog, theme } from '@flow/ui';
import styled from 'styled-components';
import { ChatHeader } from './ChatHeader';
import { ChatThread, type ChatThreadProps } from './ChatThread';

/**
 * Spec 001 §2/§9: a modal 600 px high (less on a phone whose screen is shorter). The body
 * (second child of the dialog) is stretched so only the message list scrolls.
 */
const ChatModal = styled(Dialog)`
  height: 600px;
  max-height: calc(100dvh - 1.5rem);
  overflow: hidden;
  gap: ${theme.spacing[3]};
  padding: ${theme.spacing[4]};
  ${theme.media.sm} {
    padding: ${theme.spacing[5]};
    max-height: calc(100dvh - 3rem);
  }
  & > div:nth-child(2) {
    flex: 1;
    min-height: 0;
  }
`;

export interface ChatDialogViewProps extends Omit<ChatThreadProps, 'otherName' | 'emptyText'> {
  open: boolean;
  onOpenChange(open: boolean): void;
  missionary: ChatMissionary;
}

export function ChatDialogView({ open, onOpenChange, missionary, ...thread }: ChatDialogViewProps) {
  const { t } = useTranslation();
  return (
    <ChatModal open={open} onOpenChange={onOpenChange} title={<ChatHeader missionary={missionary} />} closeLabel={t('chat.close')} size="lg">
      <ChatThread
        {...thread}
        otherName={missionary.displayName}
        emptyText={missionary.isAI ? t('chat.emptyAi') : t('chat.emptyHuman', { name: missionary.displayName })}
      />
    </ChatModal>
  );
}
