import type { DailyVerse } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Card, CardContent, CardHeader, CardTitle } from '@flow/ui';
import useSWR from 'swr';
import { fetchDailyVerse, searchScripture } from './api';
import { DailyVerseView } from './DailyVerseView';
import { ScriptureSearch } from './ScriptureSearch';

export const DAILY_VERSE_KEY = 'scripture/daily-verse';

/**
 * Spec 000 §2 "Daily verse area": today's verse (Torah or Bible), share and copy, and the
 * scripture search. When the verse cannot be fetched the fallback (1 Peter 5:7) shows instead.
 */
export function DailyVerseCard({
  loadVerse = fetchDailyVerse,
  search = searchScripture,
}: {
  loadVerse?: () => Promise<DailyVerse>;
  search?: (query: string, signal: AbortSignal) => Promise<Awaited<ReturnType<typeof searchScripture>>>;
}) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useSWR(DAILY_VERSE_KEY, () => loadVerse(), { shouldRetryOnError: false });
  return (
    <Card aria-labelledby="daily-verse-title" data-testid="daily-verse-card">
      <CardHeader>
        <CardTitle id="daily-verse-title">{t('scripture.title')}</CardTitle>
      </CardHeader>
      <CardContent style={{ display: 'grid', gap: 20 }}>
        <DailyVerseView verse={error ? null : (data ?? null)} loading={isLoading && !error} />
        <ScriptureSearch search={search} />
      </CardContent>
    </Card>
  );
}
