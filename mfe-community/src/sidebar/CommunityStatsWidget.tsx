import type { CommunityStats, VisitorStats } from '@flow/contracts';
import { formatNumber, regionName, useTranslation } from '@flow/i18n';
import { Card, Skeleton, theme } from '@flow/ui';
import { useCallback } from 'react';
import styled from 'styled-components';
import { useCommunityStats, useVisitorStats } from '../home/api';
import { useVisitorTracking } from './useVisitorTracking';

/** Spec 000 §9: the first 6 countries are shown. */
export const COUNTRIES_SHOWN = 6;

const Box = styled(Card)`
  padding: ${theme.spacing[4]};
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[4]};
  h2,
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
  h3 {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
`;
const Numbers = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.spacing[3]};
  div {
    background: ${theme.colors.primarySoft};
    border-radius: ${theme.radii.md};
    padding: ${theme.spacing[3]};
  }
  dt {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    font-weight: 700;
    color: ${theme.colors.primary};
  }
`;
const Countries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.spacing[1]};
  li {
    display: flex;
    justify-content: space-between;
    font-size: ${theme.fontSizes.sm};
  }
  li span:last-child {
    font-weight: 600;
    color: ${theme.colors.textMuted};
  }
`;
const Muted = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/** A regional-indicator flag from a two-letter code. */
const flag = (code: string) => String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0)));

const countryName = (code: string, fallback: string, language: string) => regionName(code, language, fallback);

export function CommunityStatsView({ stats, visitors }: { stats?: CommunityStats; visitors?: VisitorStats }) {
  const { t, i18n } = useTranslation();
  const format = (n: number | undefined) => (n === undefined ? <Skeleton height={24} width={48} /> : formatNumber(n, i18n.language));
  return (
    <Box as="section" aria-labelledby="stats-title" data-testid="community-stats">
      <h2 id="stats-title">{t('stats.title')}</h2>
      <Numbers>
        <div>
          <dt>{t('stats.postsShared')}</dt>
          <dd data-testid="stat-posts">{format(stats?.postsShared)}</dd>
        </div>
        <div>
          <dt>{t('stats.responsesGiven')}</dt>
          <dd data-testid="stat-responses">{format(stats?.responsesGiven)}</dd>
        </div>
        <div>
          <dt>{t('stats.prayersOffered')}</dt>
          <dd data-testid="stat-prayers">{format(stats?.prayersOffered)}</dd>
        </div>
        <div>
          <dt>{t('stats.globalVisitors')}</dt>
          <dd data-testid="stat-visitors">{format(visitors?.totalVisitors)}</dd>
        </div>
      </Numbers>
      <h3>{t('stats.countries')}</h3>
      {visitors && visitors.countries.length > 0 ? (
        <Countries>
          {visitors.countries.slice(0, COUNTRIES_SHOWN).map((c) => (
            <li key={c.countryCode}>
              <span>
                <span aria-hidden="true">{flag(c.countryCode)} </span>
                {countryName(c.countryCode, c.country, i18n.language)}
              </span>
              <span>{formatNumber(c.count, i18n.language)}</span>
            </li>
          ))}
        </Countries>
      ) : (
        <Muted>{t('stats.noCountries')}</Muted>
      )}
    </Box>
  );
}

/** Posts shared, responses given, prayers offered, global visitors and their countries. */
export function CommunityStatsWidget() {
  const { data: stats } = useCommunityStats();
  const { data: visitors, mutate } = useVisitorStats();
  const refresh = useCallback(() => void mutate(), [mutate]);
  useVisitorTracking(refresh);
  return <CommunityStatsView stats={stats} visitors={visitors} />;
}
