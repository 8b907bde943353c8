import type { Charity, CharityCategory, SiteInfo } from '@flow/contracts';
import { CHARITY_CATEGORIES } from '@flow/contracts/light';
import { useTranslation } from '@flow/i18n';
import { Button, Card, CardContent, CardHeader, CardTitle, Container, theme } from '@flow/ui';
import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import { fetchSiteInfo } from '../shared/siteInfo';
import { CHARITIES, FINDERS, RATING_SITES } from './charities.data';
import { CharityCard } from './CharityCard';

const Page = styled.div`
  padding: ${theme.spacing[6]} 0 ${theme.spacing[12]};
  display: grid;
  /* minmax(0, …): the track follows the screen, not the widest word in it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.spacing[6]};
  h1 {
    margin: 0;
    /* The ru title's first word alone is wider than a 320 px phone at the full size. */
    font-size: clamp(${theme.fontSizes['2xl']}, 7vw, ${theme.fontSizes['3xl']});
  }
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
`;
const Two = styled.div`
  display: grid;
  gap: ${theme.spacing[4]};
  ${theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.spacing[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
`;
const Counts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.spacing[2]};
  li {
    display: flex;
    justify-content: space-between;
    padding: ${theme.spacing[3]};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceSunken};
  }
`;
const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

type Filter = 'all' | CharityCategory;

/** The pre-filled e-mail of Add Your Charity (spec 001 §2). */
export function applicationLink(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export interface CharitiesScreenProps {
  charities?: readonly Charity[];
  loadSiteInfo?: () => Promise<SiteInfo>;
}

/** Spec 001 §2 Charity directory (/charities). */
export default function CharitiesScreen({ charities = CHARITIES, loadSiteInfo = fetchSiteInfo }: CharitiesScreenProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<Filter>('all');
  const { data: site } = useSWR('content/site-info', () => loadSiteInfo(), { shouldRetryOnError: false });
  const shown = filter === 'all' ? charities : charities.filter((c) => c.category === filter);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

  return (
    <Container size="xl">
      <Page>
        <div>
          <Button variant="ghost" onClick={() => navigate('/')}>
            ← {t('charities.back')}
          </Button>
        </div>
        <header style={{ display: 'grid', gap: 12 }}>
          <h1>{t('charities.title')}</h1>
          <p>{t('charities.intro')}</p>
        </header>
        <Two>
          <Card variant="soft">
            <CardHeader>
              <CardTitle as="h2">{t('charities.missionTitle')}</CardTitle>
            </CardHeader>
            <CardContent>
              <p>{t('charities.mission')}</p>
            </CardContent>
          </Card>
          <Card data-testid="add-charity">
            <CardHeader>
              <CardTitle as="h2">{t('charities.addTitle')}</CardTitle>
            </CardHeader>
            <CardContent style={{ display: 'grid', gap: 16 }}>
              <p>{t('charities.addText')}</p>
              {site?.charitiesEmail && (
                <div>
                  <Button href={applicationLink(site.charitiesEmail, t('charities.emailSubject'), t('charities.emailBody'))}>{t('charities.apply')}</Button>
                </div>
              )}
            </CardContent>
          </Card>
        </Two>

        <section aria-labelledby="charity-grid-title" style={{ display: 'grid', gap: 16 }}>
          <h2 id="charity-grid-title">{t('charities.gridTitle')}</h2>
          <Row role="group" aria-label={t('charities.filterLabel')}>
            {(['all', ...CHARITY_CATEGORIES] as Filter[]).map((f) => (
              <Button key={f} size="sm" variant={filter === f ? 'primary' : 'outline'} aria-pressed={filter === f} onClick={() => setFilter(f)}>
                {t(`charities.category.${f}`)}
              </Button>
            ))}
          </Row>
          <Grid>
            {shown.map((c) => (
              <li key={c.id}>
                <CharityCard charity={c} />
              </li>
            ))}
          </Grid>
        </section>

        <Two>
          <Card aria-labelledby="support-categories">
            <CardHeader>
              <CardTitle as="h2" id="support-categories">{t('charities.categoriesTitle')}</CardTitle>
            </CardHeader>
            <CardContent>
              <Counts>
                {CHARITY_CATEGORIES.map((cat) => (
                  <li key={cat} data-testid={`category-${cat}`}>
                    <span>{t(`charities.category.${cat}`)}</span>
                    <strong>{t('charities.count', { count: charities.filter((c) => c.category === cat).length })}</strong>
                  </li>
                ))}
              </Counts>
            </CardContent>
          </Card>
          <Card aria-labelledby="find-worship">
            <CardHeader>
              <CardTitle as="h2" id="find-worship">{t('charities.findTitle')}</CardTitle>
            </CardHeader>
            <CardContent style={{ display: 'grid', gap: 12 }}>
              <p>{t('charities.findText')}</p>
              <Row>
                <Button size="sm" variant="secondary" href={FINDERS.churchesMap} {...external}>
                  ⛪ {t('charities.churchesMap')}
                </Button>
                <Button size="sm" variant="secondary" href={FINDERS.synagoguesMap} {...external}>
                  🕍 {t('charities.synagoguesMap')}
                </Button>
              </Row>
              <Row>
                <Button size="sm" variant="outline" href={FINDERS.churchFinder} {...external}>
                  {t('charities.churchFinder')}
                </Button>
                <Button size="sm" variant="outline" href={FINDERS.synagogueFinder} {...external}>
                  {t('charities.synagogueFinder')}
                </Button>
              </Row>
            </CardContent>
          </Card>
        </Two>

        <Card variant="soft" aria-labelledby="impact-title">
          <CardHeader>
            <CardTitle as="h2" id="impact-title">{t('charities.impactTitle')}</CardTitle>
          </CardHeader>
          <CardContent style={{ display: 'grid', gap: 12 }}>
            <p>{t('charities.impactText')}</p>
            <Row>
              <Button size="sm" variant="outline" href={RATING_SITES.charityNavigator} {...external}>
                Charity Navigator
              </Button>
              <Button size="sm" variant="outline" href={RATING_SITES.guideStar} {...external}>
                Candid GuideStar
              </Button>
            </Row>
          </CardContent>
        </Card>
        <Muted role="note">{t('charities.footer')}</Muted>
      </Page>
    </Container>
  );
}
