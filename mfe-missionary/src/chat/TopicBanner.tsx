import type { ChatTopic } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Button, theme } from '@flow/ui';
import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing[2]};
  padding: ${theme.spacing[1.5]} ${theme.spacing[3]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primarySoftText};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
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
