import type { MissionaryProfile } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Card, theme } from '@flow/ui';
import styled from 'styled-components';
import { countryName, languageName } from '../war-room/display';
import { ministryDuration } from './time';

const Grid = styled.dl`
  margin: 0;
  display: grid;
  gap: ${theme.spacing[3]} ${theme.spacing[6]};
  grid-template-columns: minmax(0, 1fr);
  ${theme.media.sm} {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dt {
    font-weight: ${theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    color: ${theme.colors.textMuted};
    white-space: pre-wrap;
  }
`;
const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.spacing[4]};
  margin-bottom: ${theme.spacing[4]};
`;
const Stat = styled(Card)`
  padding: ${theme.spacing[4]};
  text-align: center;
  strong {
    display: block;
    font-size: ${theme.fontSizes['2xl']};
    color: ${theme.colors.primary};
  }
`;

/** Spec 001 §2 profile tab. */
export function ProfileTab({ profile, now }: { profile: MissionaryProfile; now?: number }) {
  const { t, i18n } = useTranslation();
  return (
    <div>
      <Stats>
        <Stat>
          <strong>{profile.prayerCount}</strong>
          {t('missionaryDashboard.prayersAnswered')}
        </Stat>
        <Stat>
          <strong>{ministryDuration(profile.createdAt, i18n.language, now)}</strong>
          {t('missionaryDashboard.ministryDuration')}
        </Stat>
      </Stats>
      <Card style={{ padding: '1.25rem' }}>
        <Grid>
          <dt>{t('missionaryDashboard.displayName')}</dt>
          <dd>{profile.displayName}</dd>
          <dt>{t('missionaryDashboard.country')}</dt>
          <dd>{countryName(profile.country, i18n.language, t('warRoom.countryOther'))}</dd>
          <dt>{t('missionaryDashboard.languages')}</dt>
          <dd>{profile.languages.map((code) => languageName(code, i18n.language)).join(', ')}</dd>
          <dt>{t('missionaryDashboard.specialization')}</dt>
          <dd>{profile.specialization}</dd>
          <dt>{t('missionaryDashboard.bio')}</dt>
          <dd>{profile.bio ?? t('missionaryDashboard.noBio')}</dd>
        </Grid>
      </Card>
    </div>
  );
}
