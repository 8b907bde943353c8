import type { DailyVerse } from '@flow/contracts';
import { FALLBACK_DAILY_VERSE } from '@flow/contracts/light';
import { useTranslation } from '@flow/i18n';
import { Badge, Button, Skeleton, theme } from '@flow/ui';
import styled from 'styled-components';
import { copyVerse, shareVerse } from './verseActions';

const Quote = styled.blockquote`
  margin: 0;
  font-family: ${theme.fonts.scripture};
  font-size: ${theme.fontSizes.lg};
  line-height: 1.55;
  color: ${theme.colors.text};
  overflow-wrap: anywhere;
`;
const Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
`;
const Reference = styled.cite`
  font-style: normal;
  font-weight: 600;
  color: ${theme.colors.primarySoftText};
`;
const Actions = styled.div`
  display: flex;
  gap: ${theme.spacing[2]};
`;

export type VerseShown = Pick<DailyVerse, 'verse' | 'reference' | 'source'>;

/** Spec 001: a source of torah shows as Torah; anything else shows as Bible. */
export function SourceBadge({ source }: { source: string }) {
  const { t } = useTranslation();
  return <Badge variant={source === 'torah' ? 'secondary' : 'outline'}>{t(source === 'torah' ? 'scripture.source.torah' : 'scripture.source.bible')}</Badge>;
}

/**
 * The verse of the day with its reference, source, share and copy. Without a verse (nothing
 * came back) it shows the spec's fallback, 1 Peter 5:7.
 */
export function DailyVerseView({ verse, loading = false }: { verse: VerseShown | null; loading?: boolean }) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div aria-busy="true" aria-label={t('scripture.loading')} style={{ display: 'grid', gap: 10 }}>
        <Skeleton height={18} />
        <Skeleton height={18} width="80%" />
        <Skeleton height={14} width="40%" />
      </div>
    );
  }
  const shown = verse ?? FALLBACK_DAILY_VERSE;
  return (
    <figure style={{ margin: 0, display: 'grid', gap: 12 }} data-testid="daily-verse">
      <Quote>{shown.verse}</Quote>
      <Meta>
        <figcaption style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Reference>{shown.reference}</Reference>
          <SourceBadge source={shown.source} />
        </figcaption>
        <Actions>
          <Button size="sm" variant="ghost" onClick={() => void shareVerse(shown, t)}>
            {t('scripture.share')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => void copyVerse(shown, t)}>
            {t('scripture.copy')}
          </Button>
        </Actions>
      </Meta>
    </figure>
  );
}
