import { CHAT_TOPICS, type ChatTopic } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import styled from 'styled-components';
import { theme } from '@flow/ui';

const Root = styled.section`
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.primarySoft};
  padding: ${theme.spacing[3]};
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
  p {
    margin: ${theme.spacing[1]} 0 ${theme.spacing[2]};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.spacing[2]};
  ${theme.media.sm} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
const Topic = styled.button<{ $current: boolean }>`
  min-height: 2.5rem;
  padding: ${theme.spacing[1.5]} ${theme.spacing[2]};
  border-radius: ${theme.radii.md};
  border: 1px solid ${({ $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  background: ${({ $current }) => ($current ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $current }) => ($current ? theme.colors.primaryForeground : theme.colors.text)};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

export interface TopicPickerProps {
  current: ChatTopic | null;
  disabled?: boolean;
  onChoose(topic: ChatTopic): void;
}

/** Spec 001 §2: the AI helper's 8 topics, shown until one is chosen and again on Change Topic. */
export function TopicPicker({ current, disabled, onChoose }: TopicPickerProps) {
  const { t } = useTranslation();
  return (
    <Root aria-labelledby="chat-topics-title" data-testid="topic-picker">
      <h3 id="chat-topics-title">{t('chat.topicsTitle')}</h3>
      <p>{t('chat.topicsText')}</p>
      <Grid>
        {CHAT_TOPICS.map((topic) => (
          <Topic key={topic} type="button" $current={topic === current} aria-pressed={topic === current} disabled={disabled} onClick={() => onChoose(topic)}>
            {t(`chat.topics.${topic}`)}
          </Topic>
        ))}
      </Grid>
    </Root>
  );
}
