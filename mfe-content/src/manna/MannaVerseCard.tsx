import { MANNA_FALLBACK_VERSE, type DailyVerse } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Badge, Button, Card, Skeleton, theme } from '@flow/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { copyWithToast, shareOrCopy } from '../shared/clipboard';

const Main = styled(Card)`
  padding: ${theme.spacing[8]} ${theme.spacing[6]};
  display: grid;
  gap: ${theme.spacing[5]};
  background: linear-gradient(160deg, ${theme.colors.surface} 40%, ${theme.colors.primarySoft});
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
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.primarySoftText};
`;
const Note = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
`;

export type MannaVerse = Pick<DailyVerse, 'verse' | 'reference' | 'source'>;

export const verseLine = ({ verse, reference }: MannaVerse) => `“${verse}” — ${reference}`;

/**
 * Spec 001 §2 "Today's Manna": the Torah or Bible badge, the verse, its reference, Share and
 * Copy (and Image where the page offers it). Without a verse the spec's fallback, Proverbs 3:5,
 * shows with "Today's verse will be available soon".
 */
export function MannaVerseCard({
  verse,
  loading = false,
  extraActions,
}: {
  verse: MannaVerse | null;
  loading?: boolean;
  /** Buttons between Share and Copy for the verse shown (the fallback included), e.g. Image. */
  extraActions?: (shown: MannaVerse) => ReactNode;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Main aria-busy="true" aria-label={t('scripture.loading')} data-testid="manna-skeleton">
        <Skeleton height={22} width={70} />
        {/* Three lines: a verse usually takes three or four, and the cards below must not jump. */}
        <Skeleton height={26} />
        <Skeleton height={26} />
        <Skeleton height={26} width="85%" />
        <Skeleton height={20} width="35%" />
        <Actions>
          <Skeleton height={36} width={88} />
          <Skeleton height={36} width={88} />
          <Skeleton height={36} width={88} />
        </Actions>
      </Main>
    );
  }
  const shown = verse ?? MANNA_FALLBACK_VERSE;
  return (
    <Main as="figure" style={{ margin: 0 }} data-testid="manna-verse">
      <div>
        <Badge variant={shown.source === 'torah' ? 'secondary' : 'outline'}>
          {t(shown.source === 'torah' ? 'scripture.source.torah' : 'scripture.source.bible')}
        </Badge>
      </div>
      <Quote>{shown.verse}</Quote>
      <figcaption>
        <Reference>{shown.reference}</Reference>
      </figcaption>
      {!verse && <Note>{t('manna.fallbackNote')}</Note>}
      <Actions>
        <Button variant="secondary" onClick={() => void shareOrCopy({ title: t('manna.title'), text: verseLine(shown) }, t('manna.verseCopied'), t)}>
          {t('manna.share')}
        </Button>
        {extraActions?.(shown)}
        <Button variant="outline" onClick={() => void copyWithToast(verseLine(shown), t('manna.verseCopied'), t)}>
          {t('manna.copy')}
        </Button>
      </Actions>
    </Main>
  );
}
