import { useTranslation } from '@flow/i18n';
import { Card, CardContent, CardHeader, CardTitle, theme } from '@flow/ui';
import styled from 'styled-components';
import type { JewishDay } from './jewishCalendar';

const HebrewLine = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: 600;
`;
const Script = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.spacing[2]};
  li {
    padding: ${theme.spacing[2]} ${theme.spacing[3]};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primarySoftText};
    font-weight: 500;
  }
`;

const HebrewTitle = styled.span`
  display: block;
  text-align: start;
  font-size: ${theme.fontSizes.sm};
  opacity: 0.8;
`;

/**
 * Spec 001 §2: the Hebrew date and up to 3 observances. Observance names stay in hebcal's English
 * transliteration (proper names, as Jewish calendars print them in any language) with the Hebrew.
 */
export function JewishCalendarCard({ day }: { day: JewishDay }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="jewish-calendar-title" data-testid="jewish-calendar">
      <CardHeader>
        <CardTitle as="h2" id="jewish-calendar-title">
          <span aria-hidden="true">✡️ </span>
          {t('manna.calendar.title')}
        </CardTitle>
      </CardHeader>
      <CardContent style={{ display: 'grid', gap: 12 }}>
        <div>
          <HebrewLine>{day.hebrew}</HebrewLine>
          <Script lang="he" dir="rtl">
            {day.hebrewScript}
          </Script>
        </div>
        {day.observances.length > 0 ? (
          <List aria-label={t('manna.calendar.observances')}>
            {day.observances.map((o) => (
              <li key={o.title}>
                <span>{o.title}</span>
                <HebrewTitle lang="he" dir="rtl">
                  {o.hebrewTitle}
                </HebrewTitle>
              </li>
            ))}
          </List>
        ) : (
          <Script>{t('manna.calendar.none')}</Script>
        )}
      </CardContent>
    </Card>
  );
}
