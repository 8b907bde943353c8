import type { PublicMissionary } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Badge, Button, Card, theme } from '@flow/ui';
import styled from 'styled-components';
import { MissionaryInitial } from './MissionaryInitial';
import { countryName, languageName, shownLanguages } from './display';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[3]};
  padding: ${theme.spacing[5]};
  height: 100%;
`;
const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.spacing[3]};
`;
const Name = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.snug};
`;
const Country = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[1.5]};
`;
const Privacy = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
`;
const Bio = styled.p`
  margin: 0;
  line-height: ${theme.lineHeights.normal};
`;

const Actions = styled.div`
  margin-top: auto;
  padding-top: ${theme.spacing[1]};
`;

export interface MissionaryCardProps {
  missionary: PublicMissionary;
  /** Opens the chat dialog with this missionary. */
  onChat?(missionary: PublicMissionary): void;
}

/** One member of the prayer team, with only the fields anyone may see, and the chat button (spec 001 §2). */
export function MissionaryCard({ missionary: m, onChat }: MissionaryCardProps) {
  const { t, i18n } = useTranslation();
  const { shown, more } = shownLanguages(m.languages);
  return (
    <Root as="article" aria-label={m.displayName}>
      <Top>
        <MissionaryInitial $ai={m.isAI} aria-hidden="true">
          {m.photoUrl ? <img src={m.photoUrl} alt="" /> : m.isAI ? '★' : [...m.displayName][0]?.toUpperCase()}
        </MissionaryInitial>
        <div>
          <Name>{m.displayName}</Name>
          <Country>{countryName(m.country, i18n.language, t('warRoom.countryOther'))}</Country>
        </div>
      </Top>
      <Row>
        <Badge variant={m.isAI ? 'default' : 'success'}>{m.isAI ? t('warRoom.badgeAi') : t('warRoom.badgeHuman')}</Badge>
        {shown.map((code) => (
          <Badge key={code} variant="outline">
            {languageName(code, i18n.language)}
          </Badge>
        ))}
        {more > 0 && (
          <Badge variant="outline" aria-label={t('warRoom.moreLanguages', { count: more })}>
            +{more}
          </Badge>
        )}
      </Row>
      <Privacy>{m.isAI ? t('warRoom.privacyAi') : t('warRoom.privacyHuman')}</Privacy>
      {m.bio && <Bio>{m.bio}</Bio>}
      {onChat && (
        <Actions>
          <Button fullWidth variant={m.isAI ? 'primary' : 'secondary'} onClick={() => onChat(m)}>
            {m.isAI ? t('chat.chatWithAi') : t('chat.startPrayerChat')}
          </Button>
        </Actions>
      )}
    </Root>
  );
}
