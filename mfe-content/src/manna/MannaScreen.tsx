import type { DailyVerse } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Button, Container, theme } from '@flow/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import { localDateKey } from '../shared/clipboard';
import { fetchDailyVerse } from '../shared/dailyVerse';
import { embeddedVerse } from '../verse/embedded';
import { generateMannaImage } from './api';
import { ImageButton } from './ImageButton';
import { JewishCalendarCard } from './JewishCalendarCard';
import { jewishDay } from './jewishCalendar';
import { MannaVerseCard } from './MannaVerseCard';
import { moonPhase } from './moon';
import { MoonPhaseCard } from './MoonPhaseCard';
import { ShareFlowCard } from './ShareFlowCard';

const Page = styled.div`
  padding: ${theme.spacing[6]} 0 ${theme.spacing[12]};
  display: grid;
  gap: ${theme.spacing[6]};
`;
const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${theme.spacing[3]};
  h1 {
    margin: 0;
    font-size: ${theme.fontSizes['2xl']};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;
const Layout = styled.div`
  display: grid;
  gap: ${theme.spacing[6]};
  align-items: start;
  ${theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 20rem;
  }
`;
const Side = styled.aside`
  display: grid;
  gap: ${theme.spacing[4]};
`;

export interface MannaScreenProps {
  /** The moment the page describes; now unless a story or test pins it. */
  now?: Date;
  /**
   * The day's verse to start from; by default the one the server put into the page with its
   * picture of this screen (verse/embedded.ts), if it is for the visitor's day. null: none.
   */
  initial?: DailyVerse | null;
  /** Words the server fills in (the picture drawn at build time): the long date. */
  labels?: { date: string };
  /**
   * false for the server's picture: the Hebrew date and the moon are the visitor's moment's,
   * computed here, so the picture leaves their column empty until the page itself shows them.
   */
  side?: boolean;
  loadVerse?: (date: string) => Promise<DailyVerse>;
  generateImage?: typeof generateMannaImage;
  origin?: string;
}

/** Spec 001 §2 "Today's Manna" (/daily-verse). */
export default function MannaScreen({ now, initial, labels, side = true, loadVerse = fetchDailyVerse, generateImage = generateMannaImage, origin }: MannaScreenProps) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const at = useMemo(() => now ?? new Date(), [now]);
  const date = localDateKey(at);
  const [given] = useState(() => (initial === undefined ? fromPage(date) : initial));
  const { data, error, isLoading } = useSWR(['content/manna-verse', date], () => loadVerse(date), {
    shouldRetryOnError: false,
    // The server's verse for this very day is the one a call would return.
    fallbackData: given ?? undefined,
    revalidateOnMount: !given,
  });
  const longDate = labels?.date ?? new Intl.DateTimeFormat(i18n.language, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(at);

  return (
    <Container>
      <Page>
        <Header>
          <div>
            <h1>{t('manna.title')}</h1>
            <p data-testid="manna-date">{longDate}</p>
          </div>
          <Button variant="ghost" onClick={() => navigate('/')}>
            ← {t('nav.home')}
          </Button>
        </Header>
        <Layout>
          <MannaVerseCard
            verse={error ? null : (data ?? null)}
            loading={!data && isLoading && !error}
            extraActions={(shown) => <ImageButton verse={shown} generate={generateImage} />}
          />
          <Side>{side && <SideCards at={at} origin={origin} />}</Side>
        </Layout>
      </Page>
    </Container>
  );
}

function SideCards({ at, origin }: { at: Date; origin?: string }) {
  const day = useMemo(() => jewishDay(at), [at]);
  const moon = useMemo(() => moonPhase(at), [at]);
  return (
    <>
      <JewishCalendarCard day={day} />
      <MoonPhaseCard moon={moon} />
      <ShareFlowCard origin={origin} />
    </>
  );
}

function fromPage(date: string): DailyVerse | null {
  const record = embeddedVerse(date);
  return record && { verse: record.text, reference: record.reference, source: record.source, date: record.date };
}
