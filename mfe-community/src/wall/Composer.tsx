import type { CreatedPost } from '@flow/contracts';
import { POST_MAX_LENGTH } from '@flow/contracts/light';
import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { Button, Card, Textarea, theme } from '@flow/ui';
import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { grammarPreview } from '../prayers/api';
import { CrisisResources } from '../safety/CrisisResources';
import { readsAsDistress, useDanger } from '../safety/danger';
import { createPost } from './api';
import { useDraft } from './useDraft';

/** Spec 000 §4/§9: posting has a simulated 2 second processing pause before it is sent. */
export const PROCESSING_DELAY_MS = 2000;

const Box = styled(Card)`
  padding: ${theme.spacing[4]};
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[3]};
`;
const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing[3]};
  flex-wrap: wrap;
`;
const Buttons = styled.div`
  display: flex;
  gap: ${theme.spacing[2]};
  flex-wrap: wrap;
  margin-inline-start: auto;
`;
const Note = styled.span<{ $warn?: boolean }>`
  font-size: ${theme.fontSizes.sm};
  color: ${({ $warn }) => ($warn ? theme.colors.destructive : theme.colors.textMuted)};
`;
const Preview = styled.section`
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.primarySoft};
  padding: ${theme.spacing[4]};
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[3]};
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.primarySoftText};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    line-height: 1.6;
  }
`;
const Held = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[2]};
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Spec 000 §4: empty, typing, an optional AI preview ('use this version' or keep the original),
 * then submitting. Submit is disabled while the trimmed text is empty or while processing. If
 * the text suggests the writer may be in danger, crisis resources show at once; such a post is
 * held for review by the server and the author is told so.
 */
export const Composer = forwardRef<HTMLTextAreaElement, { processingDelayMs?: number }>(function Composer(
  { processingDelayMs = PROCESSING_DELAY_MS },
  ref,
) {
  const { t, i18n } = useTranslation();
  const [enhanced, setEnhanced] = useState<string | null>(null);
  const [enhancing, setEnhancing] = useState(false);
  const [held, setHeld] = useState(false);
  // What was just shared read as distress or danger: the lines stay until the person types again.
  const [sharedInDistress, setSharedInDistress] = useState(false);
  const draft = useDraft(
    async (text) => {
      const created: CreatedPost = await createPost(text);
      setHeld(created.heldForReview);
      setSharedInDistress(await readsAsDistress(text, i18n.language));
      setEnhanced(null);
      return created;
    },
    {
      maxLength: POST_MAX_LENGTH,
      before: () => wait(processingDelayMs),
      success: (created) =>
        (created as CreatedPost).heldForReview ? null : { title: t('toast.postSharedTitle'), description: t('toast.postSharedText') },
      failure: { title: t('toast.shareFailedTitle'), text: t('toast.shareFailedText') },
      queued: { title: t('pwa.queuedTitle'), description: t('pwa.queuedPostText') },
    },
  );
  const danger = useDanger(draft.content, i18n.language);

  async function preview() {
    const text = draft.content.trim();
    if (!text || enhancing) return;
    setEnhancing(true);
    try {
      const result = await grammarPreview(text, 'enhance');
      setEnhanced(result.corrected);
    } catch {
      toast({ variant: 'destructive', title: t('toast.rephraseFailedTitle'), description: t('toast.processingFailedText') });
    } finally {
      setEnhancing(false);
    }
  }

  return (
    <Box
      as="form"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        void draft.submit();
      }}
    >
      <Textarea
        ref={ref}
        id="post-input"
        aria-label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        value={draft.content}
        rows={4}
        onChange={(e) => {
          draft.setContent(e.target.value);
          setHeld(false);
          setSharedInDistress(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void draft.submit();
        }}
        disabled={draft.busy}
      />
      {enhanced !== null && draft.content.trim() && (
        <Preview aria-live="polite" data-testid="ai-preview">
          <h3>{t('composer.previewTitle')}</h3>
          <p>{enhanced}</p>
          <Buttons>
            <Button type="button" variant="ghost" size="sm" onClick={() => setEnhanced(null)}>
              {t('composer.keepOriginal')}
            </Button>
            <Button
              type="button"
              size="sm"
              onClick={() => {
                draft.setContent(enhanced);
                setEnhanced(null);
              }}
            >
              {t('composer.useThisVersion')}
            </Button>
          </Buttons>
        </Preview>
      )}
      {held && (
        <Held aria-live="polite" data-testid="post-held">
          <h3>{t('safety.heldTitle')}</h3>
          <p>{t('safety.heldText')}</p>
        </Held>
      )}
      {(danger || held || sharedInDistress) && <CrisisResources variant="alert" heading="h3" />}
      <Footer>
        <Note $warn={draft.tooLong} aria-live="polite">
          {draft.tooLong ? t('composer.tooLong', { max: POST_MAX_LENGTH }) : t('composer.anonymousNote')}
        </Note>
        <Buttons>
          {draft.content.trim() && (
            <Button type="button" variant="outline" onClick={() => void preview()} loading={enhancing} disabled={draft.busy || draft.tooLong}>
              {enhancing ? t('composer.enhancing') : t('composer.aiPreview')}
            </Button>
          )}
          <Button type="submit" disabled={!draft.canSubmit} loading={draft.busy}>
            {draft.busy ? t('composer.processing') : t('composer.submit')}
          </Button>
        </Buttons>
      </Footer>
    </Box>
  );
});
