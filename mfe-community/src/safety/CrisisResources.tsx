import type { CountryCrisisLines, CrisisLineInfo, CrisisLinesResult } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { countryName } from '@flow/safety/crisis';
import styled, { css } from 'styled-components';
import { useState } from 'react';
import { useCrisisLines } from './api';
import { theme } from '@flow/ui';

const Box = styled.section<{ $alert: boolean }>`
  border-radius: ${theme.radii.lg};
  padding: ${theme.spacing[4]};
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[3]};
  min-width: 0;
  overflow-wrap: anywhere;
  ${({ $alert }) =>
    $alert
      ? css`
          background: ${theme.colors.heartSoft};
          border: 1px solid ${theme.colors.heart};
        `
      : css`
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
          box-shadow: ${theme.shadows.sm};
        `}
  h2, h3, h4 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
  h4 {
    font-size: ${theme.fontSizes.sm};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    line-height: 1.55;
  }
  a {
    font-weight: 600;
    color: ${theme.colors.primary};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  details summary {
    cursor: pointer;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
`;
const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.spacing[2]};
`;
const Line = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${theme.fontSizes.sm};
  .name {
    color: ${theme.colors.text};
  }
  .how {
    display: flex;
    flex-wrap: wrap;
    column-gap: ${theme.spacing[3]};
    row-gap: 2px;
    align-items: baseline;
  }
  .note {
    color: ${theme.colors.textMuted};
  }
`;
const Country = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[2]};
`;

function LineItem({ line }: { line: CrisisLineInfo }) {
  const { t } = useTranslation();
  return (
    <Line data-testid="crisis-line" data-line={line.id}>
      <span className="name">{line.name}</span>
      <span className="how">
        {line.call && <a href={line.call.href}>{t('crisis.call', { number: line.call.display })}</a>}
        {line.text && (
          <a href={line.text.href}>
            {line.text.body ? t('crisis.textWord', { word: line.text.body, number: line.text.display }) : t('crisis.textLine', { number: line.text.display })}
          </a>
        )}
        {line.chatUrl && (
          <a href={line.chatUrl} target="_blank" rel="noopener noreferrer">
            {t('crisis.chat')}
          </a>
        )}
        <span className="note">
          {line.option ? `${t('crisis.option', { option: line.option })} · ` : ''}
          {t(`crisis.hours.${line.hours}`)}
        </span>
      </span>
    </Line>
  );
}

function CountryBlock({ country, heading }: { country: CountryCrisisLines; heading: 'h3' | 'h4' }) {
  const { t, i18n } = useTranslation();
  const Heading = heading;
  const crisis = country.lines.filter((l) => l.kind === 'crisis');
  const abuse = country.lines.filter((l) => l.kind === 'abuse');
  return (
    <Country data-testid="crisis-country" data-country={country.countryCode}>
      <Heading>{country.name ?? countryName(country.countryCode, i18n.language)}</Heading>
      <Lines>
        {crisis.map((line) => (
          <LineItem key={line.id} line={line} />
        ))}
      </Lines>
      {abuse.length > 0 && (
        <>
          <p>{t('crisis.abuse')}</p>
          <Lines>
            {abuse.map((line) => (
              <LineItem key={line.id} line={line} />
            ))}
          </Lines>
        </>
      )}
      {country.emergency ? (
        <p>
          <a href={country.emergency.href}>{t('crisis.emergencyCall', { number: country.emergency.display })}</a>
        </p>
      ) : null}
    </Country>
  );
}

/**
 * The lines of the other countries where the language is spoken, behind a closed disclosure. They
 * are drawn only once it is opened: lines nobody sees were a large part of this component's cost
 * on the first screen of a slow phone (issue 17), and the person's own country is always drawn
 * above.
 */
function OtherCountries({ countries, heading }: { countries: CountryCrisisLines[]; heading: 'h3' | 'h4' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details data-testid="crisis-other-countries" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('crisis.otherCountries')}</summary>
      {open && countries.map((country) => <CountryBlock key={country.countryCode} country={country} heading={heading} />)}
    </details>
  );
}

/**
 * What is shown here follows safe-messaging guidance (Samaritans, WHO): free, confidential,
 * available now, for oneself or someone else; no preaching. `alert` is the version shown in a
 * composer when what someone wrote suggests they may be in danger.
 */
export function CrisisResourcesView({
  data,
  variant = 'widget',
  heading = 'h2',
}: {
  data: CrisisLinesResult;
  variant?: 'widget' | 'alert';
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const Heading = heading;
  const sub = heading === 'h2' ? 'h3' : 'h4';
  const [first, ...others] = data.countries;
  return (
    <Box $alert={variant === 'alert'} role={variant === 'alert' ? 'alert' : undefined} aria-label={t('crisis.title')} data-testid="crisis-resources">
      <Heading>{t('crisis.title')}</Heading>
      <p>{t('crisis.text')}</p>
      {first && <CountryBlock country={first} heading={sub} />}
      {!first?.emergency && <p>{t('crisis.emergency')}</p>}
      {others.length > 0 && <OtherCountries countries={others} heading={sub} />}
      <p>
        <a href={data.international.url} target="_blank" rel="noopener noreferrer">
          {t('crisis.international')}
        </a>
      </p>
    </Box>
  );
}

/**
 * The crisis lines for the visitor's country first, in their language. One component wherever
 * self-harm is detected (composer, prayer form, and exposed for chat, widgets and moderation).
 */
export function CrisisResources({ variant = 'widget', heading = 'h2' }: { variant?: 'widget' | 'alert'; heading?: 'h2' | 'h3' }) {
  const { i18n } = useTranslation();
  const data = useCrisisLines(i18n.language);
  return <CrisisResourcesView data={data} variant={variant} heading={heading} />;
}
