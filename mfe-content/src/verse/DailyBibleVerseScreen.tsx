import type { DailyVerse, RandomVerse } from '@flow/contracts';
import { BUILT_IN_VERSE, reflectionFor, VERSE_TRANSLATION } from '@flow/contracts/light';
import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Container, Spinner, theme } from '@flow/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { localDateKey, shareOrCopy } from '../shared/clipboard';
import { fetchDailyVerse } from '../shared/dailyVerse';
import { embeddedVerse } from './embedded';
import type { VerseRecord } from './verseCache';

const Page = styled.div`
  padding: ${theme.spacing[6]} 0 ${theme.spacing[12]};
  display: grid;
  gap: ${theme.spacing[6]};
  h1 {
    margin: 0;
    font-size: ${theme.fontSizes['2xl']};
  }
`;
const Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
  color: ${theme.colors.textMuted};
`;
const Quote = styled.blockquote`
  margin: 0;
  font-family: ${theme.fonts.scripture};
  font-size: ${theme.fontSizes.xl};
  line-height: 1.55;
  overflow-wrap: anywhere;
`;
const Reference = styled.cite`
  font-style: normal;
  font-weight: 600;
  color: ${theme.colors.primarySoftText};
`;
const Reflection = styled.section`
  padding: ${theme.spacing[4]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primarySoft};
  h3 {
    margin: 0 0 ${theme.spacing[2]};
    font-size: ${theme.fontSizes.md};
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
`;
const Notice = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${theme.spacing[3]};
  padding: ${theme.spacing[3]} ${theme.spacing[4]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.warningSoft};
`;

/** Long labels (Russian, Hindi) wrap instead of running past a phone's edge. */
const WrappingButton = styled(Button)`
  white-space: normal;
  height: auto;
  min-height: 2.5rem;
  padding-block: 0.5rem;
  line-height: 1.3;
  max-width: 100%;
  text-align: center;
`;

type Shown = { record: VerseRecord; translation: string; origin: 'server' | 'cache' | 'built-in' };
type State = { kind: 'loading' } | ({ kind: 'ready' } & Shown);

export interface DailyBibleVerseScreenProps {
  now?: Date;
  loadVerse?: (date: string) => Promise<DailyVerse>;
  loadRandom?: (except?: string) => Promise<RandomVerse>;
  cache?: { save(record: VerseRecord): Promise<void>; read(): Promise<VerseRecord | null> };
  /**
   * Today's verse to start from, without fetching it; by default the one the server put into the
   * page with its picture of this screen (embedded.ts), if it is for the visitor's day.
   */
  initial?: VerseRecord | null;
  /** The date and reflection as written, instead of from the record (the server's picture). */
  labels?: { date: string; reflection: string };
}

/** The device's copy: its module loads after the screen's first render. */
const deviceCache = {
  save: (record: VerseRecord) => import('./verseCache').then((cache) => cache.saveVerse(record)),
  read: () => import('./verseCache').then((cache) => cache.readCachedVerse()),
};

/** Get New Verse checks its answer with the full contracts, loaded on first use. */
const fetchRandomVerse = (except?: string) => import('./api').then((api) => api.fetchRandomVerse(except));

/**
 * Spec 001 §2/§4 Daily Bible Verse (/daily-verse-detailed). Today's verse from the server is kept
 * in the flow-v1 cache; when the server does not answer the cached copy shows (Using Cached
 * Verse), and failing that the built-in John 3:16 with the error notice and Try Again.
 */
export default function DailyBibleVerseScreen({ now, loadVerse = fetchDailyVerse, loadRandom = fetchRandomVerse, cache = deviceCache, initial, labels }: DailyBibleVerseScreenProps) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  // Read once: the first commit shows the verse the page arrived with, so its picture gives way
  // to the same card rather than to a spinner.
  const [given] = useState(() => (initial === undefined ? embeddedVerse(localDateKey(now ?? new Date())) : initial));
  const [state, setState] = useState<State>(() => (given ? { kind: 'ready', record: given, translation: VERSE_TRANSLATION, origin: 'server' } : { kind: 'loading' }));
  const startedFromPage = useRef(given !== null);
  const [fetchingNew, setFetchingNew] = useState(false);
  const live = useRef(true);
  const nowRef = useRef(now);
  nowRef.current = now;

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const date = localDateKey(nowRef.current ?? new Date());
    let next: Shown;
    try {
      const daily = await loadVerse(date);
      const record: VerseRecord = { text: daily.verse, reference: daily.reference, source: daily.source, date: daily.date, reflection: reflectionFor(daily.verse) };
      await cache.save(record).catch(() => undefined);
      next = { record, translation: VERSE_TRANSLATION, origin: 'server' };
    } catch {
      const cached = await cache.read().catch(() => null);
      if (cached) {
        toast({ title: t('verse.usingCached'), description: t('verse.usingCachedText') });
        next = { record: cached, translation: VERSE_TRANSLATION, origin: 'cache' };
      } else {
        const record: VerseRecord = { text: BUILT_IN_VERSE.verse, reference: BUILT_IN_VERSE.reference, source: BUILT_IN_VERSE.source, date, reflection: reflectionFor(BUILT_IN_VERSE.verse) };
        next = { record, translation: VERSE_TRANSLATION, origin: 'built-in' };
      }
    }
    if (live.current) setState({ kind: 'ready', ...next });
  }, [loadVerse, cache, t]);

  useEffect(() => {
    live.current = true;
    if (startedFromPage.current && given) {
      // Kept for the offline fallback, as a fetched verse is; later runs (a new language) fetch.
      startedFromPage.current = false;
      void cache.save(given).catch(() => undefined);
    } else void load();
    return () => {
      live.current = false;
    };
    // `given` and `cache` are the first render's: the page's verse is used once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

  const getNewVerse = async (current: VerseRecord) => {
    setFetchingNew(true);
    try {
      const v = await loadRandom(current.reference);
      const record: VerseRecord = { text: v.verse, reference: v.reference, source: v.source, date: localDateKey(nowRef.current ?? new Date()), reflection: reflectionFor(v.verse) };
      if (live.current) setState({ kind: 'ready', record, translation: v.translation, origin: 'server' });
    } catch {
      toast({ title: t('common.error'), description: t('verse.newVerseFailed'), variant: 'destructive' });
    } finally {
      if (live.current) setFetchingNew(false);
    }
  };

  const formatDate = (date: string) => {
    const [y, m, d] = date.split('-').map(Number);
    return new Intl.DateTimeFormat(i18n.language, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(y, m - 1, d));
  };

  return (
    <Container size="md">
      <Page>
        <h1>{t('verse.title')}</h1>
        {state.kind === 'loading' ? (
          // About the verse card's height, so the page below does not jump when the verse arrives.
          <Card style={{ minHeight: '24rem' }}>
            <CardContent style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 32 }} role="status">
              <Spinner size="sm" /> {t('verse.loading')}
            </CardContent>
          </Card>
        ) : (
          <>
            {state.origin === 'built-in' && (
              <Notice role="alert">
                <span>{t('verse.error')}</span>
                <Button size="sm" variant="outline" onClick={() => void load()}>
                  {t('common.tryAgain')}
                </Button>
              </Notice>
            )}
            <Card aria-labelledby="bible-verse-title" data-testid="bible-verse">
              <CardHeader>
                <CardTitle as="h2" id="bible-verse-title">{t('verse.cardTitle')}</CardTitle>
                <Meta>
                  <span data-testid="bible-verse-date">{labels?.date ?? formatDate(state.record.date)}</span>
                  <Badge variant="outline">{state.translation}</Badge>
                </Meta>
              </CardHeader>
              <CardContent style={{ display: 'grid', gap: 20 }}>
                <figure style={{ margin: 0, display: 'grid', gap: 12 }}>
                  <Quote>{state.record.text}</Quote>
                  <figcaption>
                    <Reference>{state.record.reference}</Reference>
                  </figcaption>
                </figure>
                <Reflection aria-labelledby="reflection-title" data-testid="reflection">
                  <h3 id="reflection-title">{t('verse.reflectionTitle')}</h3>
                  <p>{labels?.reflection ?? t(`verse.reflections.${state.record.reflection}`)}</p>
                </Reflection>
                <Actions>
                  <Button
                    variant="secondary"
                    onClick={() =>
                      void shareOrCopy(
                        { title: t('verse.cardTitle'), text: `“${state.record.text}” — ${state.record.reference}` },
                        t('verse.copied'),
                        t,
                      )
                    }
                  >
                    {t('verse.share')}
                  </Button>
                  <Button variant="outline" loading={fetchingNew} disabled={fetchingNew} onClick={() => void getNewVerse(state.record)}>
                    {t('verse.newVerse')}
                  </Button>
                </Actions>
              </CardContent>
            </Card>
          </>
        )}
        {state.kind !== 'loading' && (
          <Card variant="soft" aria-labelledby="pray-title">
            <CardHeader>
              <CardTitle as="h2" id="pray-title">{t('verse.prayTitle')}</CardTitle>
            </CardHeader>
            <CardContent style={{ display: 'grid', gap: 16 }}>
              <p style={{ margin: 0 }}>{t('verse.prayText')}</p>
              <div>
                <WrappingButton onClick={() => navigate('/')}>{t('verse.prayButton')}</WrappingButton>
              </div>
            </CardContent>
          </Card>
        )}
      </Page>
    </Container>
  );
}
