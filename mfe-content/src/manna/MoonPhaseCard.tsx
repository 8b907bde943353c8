import { useTranslation } from '@flow/i18n';
import { Card, CardContent, CardHeader, CardTitle, theme } from '@flow/ui';
import styled from 'styled-components';
import { MOON_EMOJI, type MoonPhase } from './moon';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.spacing[4]};
`;
const Emoji = styled.span`
  font-size: 3rem;
  line-height: 1;
`;
const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.spacing[1]} ${theme.spacing[3]};
  font-size: ${theme.fontSizes.sm};
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 500;
  }
`;

/** Spec 001 §2: emoji, phase name, illumination %, age in days and the next phase with its date. */
export function MoonPhaseCard({ moon }: { moon: MoonPhase }) {
  const { t, i18n } = useTranslation();
  const days = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(moon.age);
  const nextDate = new Intl.DateTimeFormat(i18n.language, { month: 'long', day: 'numeric' }).format(moon.nextPhaseDate);
  return (
    <Card aria-labelledby="moon-phase-title" data-testid="moon-phase">
      <CardHeader>
        <CardTitle as="h2" id="moon-phase-title">{t('manna.moon.title')}</CardTitle>
      </CardHeader>
      <CardContent style={{ display: 'grid', gap: 12 }}>
        <Row>
          <Emoji role="img" aria-label={t(`manna.moon.phases.${moon.phase}`)}>
            {MOON_EMOJI[moon.phase]}
          </Emoji>
          <strong>{t(`manna.moon.phases.${moon.phase}`)}</strong>
        </Row>
        <Facts>
          <dt>{t('manna.moon.illumination')}</dt>
          <dd>{t('manna.moon.percent', { value: moon.illumination })}</dd>
          <dt>{t('manna.moon.age')}</dt>
          <dd>{t('manna.moon.days', { count: Math.round(moon.age * 10) / 10, value: days })}</dd>
          <dt>{t('manna.moon.next')}</dt>
          <dd>{t('manna.moon.nextValue', { phase: t(`manna.moon.phases.${moon.nextPhase}`), date: nextDate })}</dd>
        </Facts>
      </CardContent>
    </Card>
  );
}
