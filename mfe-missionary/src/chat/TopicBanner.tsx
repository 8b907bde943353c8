import type { ChatTopic } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Button } from '@flow/ui';
import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[1.5]} ${({ theme }) => theme.spacing[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primarySoftText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** Spec 001 §4: once a topic is chosen, this banner with Change Topic replaces the picker. */
export function TopicBanner({ topic, onChange }: { topic: ChatTopic; onChange(): void }) {
  const { t } = useTranslation();
  return (
    <Root data-testid="topic-banner">
      <span>{t('chat.topicBanner', { topic: t(`chat.topics.${topic}`) })}</span>
      <Button size="sm" variant="outline" onClick={onChange}>
        {t('chat.changeTopic')}
      </Button>
    </Root>
  );
}
