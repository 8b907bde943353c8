import type { SiteInfo } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Button, Card, CardContent, CardHeader, CardTitle, Container, theme } from '@flow/ui';
import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import { fetchSiteInfo } from '../shared/siteInfo';
import { loadBillingDonationDialog, useDonationDialog, type DonationDialogLoader } from './useDonationDialog';

const Page = styled.div`
  padding: ${theme.spacing[6]} 0 ${theme.spacing[12]};
  display: grid;
  gap: ${theme.spacing[6]};
  h1 {
    margin: 0;
    font-size: ${theme.fontSizes['3xl']};
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
`;
const Blurbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.spacing[4]};
  ${theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    display: grid;
    gap: ${theme.spacing[2]};
    padding: ${theme.spacing[4]};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceSunken};
  }
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
`;

const BLURBS = ['anonymous', 'wisdom', 'community'] as const;
const LINK_ICON = { website: '🌐', social: '💬', music: '🎵' } as const;

export interface AboutScreenProps {
  loadSiteInfo?: () => Promise<SiteInfo>;
  loadDonationDialog?: DonationDialogLoader;
}

/** Spec 001 §2 About (/about). */
export default function AboutScreen({ loadSiteInfo = fetchSiteInfo, loadDonationDialog = loadBillingDonationDialog }: AboutScreenProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { data: site } = useSWR('content/site-info', () => loadSiteInfo(), { shouldRetryOnError: false });
  const DonationDialog = useDonationDialog(loadDonationDialog);
  const [donating, setDonating] = useState(false);

  return (
    <Container size="lg">
      <Page>
        <header style={{ display: 'grid', gap: 12 }}>
          <h1>{t('about.title')}</h1>
          <p>{t('about.intro')}</p>
        </header>
        <Blurbs>
          {BLURBS.map((b) => (
            <li key={b}>
              <h2>{t(`about.blurbs.${b}.title`)}</h2>
              <p>{t(`about.blurbs.${b}.text`)}</p>
            </li>
          ))}
        </Blurbs>
        {site?.creator && (
          <Card aria-labelledby="creator-title" data-testid="creator-card">
            <CardHeader>
              <CardTitle as="h2" id="creator-title">{t('about.creatorTitle', { name: site.creator.name })}</CardTitle>
            </CardHeader>
            <CardContent>
              <Row>
                {site.creator.links.map((l) => (
                  <Button key={l.url} size="sm" variant="outline" href={l.url} target="_blank" rel="noopener noreferrer">
                    <span aria-hidden="true">{LINK_ICON[l.kind]}</span> {l.label}
                  </Button>
                ))}
              </Row>
            </CardContent>
          </Card>
        )}
        <Card variant="soft" aria-labelledby="development-title" data-testid="development-notice">
          <CardHeader>
            <CardTitle id="development-title">{t('about.developmentTitle')}</CardTitle>
          </CardHeader>
          <CardContent style={{ display: 'grid', gap: 16 }}>
            <p>{t('about.developmentText')}</p>
            <p>{t('about.wallText')}</p>
            <Row>
              {DonationDialog && <Button onClick={() => setDonating(true)}>{t('about.donate')}</Button>}
              <Button variant="outline" onClick={() => navigate('/')}>
                {t('notFound.returnHome')}
              </Button>
            </Row>
          </CardContent>
        </Card>
        {DonationDialog && <DonationDialog open={donating} onOpenChange={setDonating} />}
      </Page>
    </Container>
  );
}
