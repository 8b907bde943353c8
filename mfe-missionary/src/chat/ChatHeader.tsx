import type { ChatMissionary } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import styled from 'styled-components';
import { MissionaryInitial } from '../war-room/MissionaryInitial';
import { theme } from '@flow/ui';

const Root = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.spacing[3]};
  min-width: 0;
`;
const Names = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .label {
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.regular};
    color: ${theme.colors.textMuted};
  }
`;

/** Spec 001 §2: the missionary's initial (a star for an AI helper), name and the Prayer Warrior label. */
export function ChatHeader({ missionary }: { missionary: ChatMissionary }) {
  const { t } = useTranslation();
  return (
    <Root>
      <MissionaryInitial $size="md" $ai={missionary.isAI} aria-hidden="true" data-testid="chat-initial">
        {missionary.photoUrl ? <img src={missionary.photoUrl} alt="" /> : missionary.isAI ? '★' : [...missionary.displayName][0]?.toUpperCase()}
      </MissionaryInitial>
      <Names>
        <span className="name">{missionary.displayName}</span>
        <span className="label">
          {t('chat.prayerWarrior')}
          {missionary.isAI ? ` · ${t('chat.aiHelper')}` : ''}
        </span>
      </Names>
    </Root>
  );
}
