import { isQueuedOffline, userMessage } from '@flow/api-client';
import type { GrammarPreviewResult } from '@flow/contracts';
import { PRAYER_MAX_LENGTH } from '@flow/contracts/light';
import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { Button, Card, Field, Textarea, theme } from '@flow/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CrisisResources } from '../safety/CrisisResources';
import { useDanger } from '../safety/danger';
import { createPrayerRequest, grammarPreview, refreshPrayers } from './api';

const Box = styled(Card)`
  padding: ${theme.spacing[5]};
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[4]};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
`;
const Note = styled.p<{ $warn?: boolean }>`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${({ $warn }) => ($warn ? theme.colors.destructive : theme.colors.textMuted)};
`;
const Row = styled.div`
  display: flex;
  gap: ${theme.spacing[2]};
  flex-wrap: wrap;
  justify-content: flex-end;
`;
const Choices = styled.div`
  display: grid;
  gap: ${theme.spacing[3]};
  ${theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Choice = styled.button<{ $selected: boolean }>`
  text-align: start;
  font: inherit;
  cursor: pointer;
  border-radius: ${theme.radii.lg};
  padding: ${theme.spacing[4]};
  background: ${({ $selected }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  border: 2px solid ${({ $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  color: inherit;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[2]};
  strong {
    font-size: ${theme.fontSizes.sm};
    color: ${({ $selected }) => ($selected ? theme.colors.primary : theme.colors.textMuted)};
  }
  span {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    line-height: 1.55;
  }
`;
const Single = styled.blockquote`
  margin: 0;
  padding: ${theme.spacing[4]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.55;
`;
const Ok = styled.p`
  margin: 0;
  color: ${theme.colors.success};
  font-weight: 600;
`;

type Preview = GrammarPreviewResult & { checkFailed: boolean };

/**
 * Spec 000 §4, the prayer-request flow: type, Preview & Submit runs the grammar check
 * ('Checking...'), then the preview offers the corrected version (preselected when there are
 * changes) or the original, 'Back to Edit' returns, and submit sends the chosen text. A failed
 * check still lets the person submit their original words. Nothing typed is lost on failure.
 */
export function PrayerRequestForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [content, setContent] = useState('');
  const [checking, setChecking] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [useCorrected, setUseCorrected] = useState(false);
  const [enhanced, setEnhanced] = useState<string | null>(null);
  const [useEnhanced, setUseEnhanced] = useState(false);
  const [enhancing, setEnhancing] = useState(false);
  const [held, setHeld] = useState(false);
  const trimmed = content.trim();
  const tooLong = trimmed.length > PRAYER_MAX_LENGTH;
  const canPreview = trimmed.length > 0 && !tooLong && !checking;
  const danger = useDanger(content, i18n.language);

  async function check() {
    if (!canPreview) return;
    setChecking(true);
    try {
      const result = await grammarPreview(trimmed, 'grammar');
      setPreview({ ...result, checkFailed: false });
      setUseCorrected(result.hasChanges);
      setEnhanced(null);
      setUseEnhanced(false);
    } catch {
      toast({ variant: 'destructive', title: t('toast.grammarFailedTitle'), description: t('toast.grammarFailedText') });
      setPreview({ original: trimmed, corrected: trimmed, hasChanges: false, checkFailed: true });
      setUseCorrected(false);
    } finally {
      setChecking(false);
    }
  }

  async function submit() {
    if (!preview || submitting) return;
    const text = useEnhanced && enhanced ? enhanced : useCorrected && preview.hasChanges ? preview.corrected : preview.original;
    if (!text.trim()) return;
    setSubmitting(true);
    try {
      const created = await createPrayerRequest(text);
      setContent('');
      setPreview(null);
      await refreshPrayers();
      if (created.heldForReview) {
        setHeld(true);
        return;
      }
      toast({ title: t('toast.prayerReceivedTitle'), description: t('toast.prayerReceivedText') });
      onClose();
    } catch (error) {
      if (isQueuedOffline(error)) {
        // Kept by the browser until the connection returns; nothing to send twice.
        setContent('');
        setPreview(null);
        toast({ title: t('pwa.queuedTitle'), description: t('pwa.queuedPrayerText') });
        onClose();
        return;
      }
      toast({
        variant: 'destructive',
        title: t('toast.prayerFailedTitle'),
        description: userMessage(error, t('toast.prayerFailedText')),
      });
    } finally {
      setSubmitting(false);
    }
  }

  /** The preview's optional AI-enhanced version (spec 000 §2: 'preview AI enhanced', 'use this version'). */
  async function enhance() {
    if (!preview || enhancing) return;
    setEnhancing(true);
    try {
      const result = await grammarPreview(preview.original, 'enhance');
      setEnhanced(result.corrected);
    } catch {
      toast({ variant: 'destructive', title: t('toast.rephraseFailedTitle'), description: t('toast.processingFailedText') });
    } finally {
      setEnhancing(false);
    }
  }

  function cancel() {
    setContent('');
    setPreview(null);
    onClose();
  }

  if (held) {
    return (
      <Box data-testid="prayer-form">
        <h2>{t('safety.heldTitle')}</h2>
        <Note>{t('safety.heldText')}</Note>
        <CrisisResources variant="alert" heading="h3" />
        <Row>
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Row>
      </Box>
    );
  }

  if (preview) {
    return (
      <Box data-testid="prayer-form" aria-live="polite">
        <h2>{t('prayer.previewTitle')}</h2>
        {preview.hasChanges ? (
          <Choices role="group" aria-label={t('prayer.previewTitle')}>
            <Choice
              type="button"
              $selected={!useCorrected && !useEnhanced}
              aria-pressed={!useCorrected && !useEnhanced}
              onClick={() => {
                setUseCorrected(false);
                setUseEnhanced(false);
              }}
            >
              <strong>{t('prayer.keepOriginal')}</strong>
              <span>{preview.original}</span>
            </Choice>
            <Choice
              type="button"
              $selected={useCorrected && !useEnhanced}
              aria-pressed={useCorrected && !useEnhanced}
              onClick={() => {
                setUseCorrected(true);
                setUseEnhanced(false);
              }}
            >
              <strong>{t('prayer.useCorrected')}</strong>
              <span>{preview.corrected}</span>
            </Choice>
          </Choices>
        ) : (
          <>
            <Single>{preview.original}</Single>
            {!preview.checkFailed && <Ok>{t('prayer.noCorrections')}</Ok>}
          </>
        )}
        {enhanced !== null && (
          <Choice type="button" $selected={useEnhanced} aria-pressed={useEnhanced} onClick={() => setUseEnhanced(true)} data-testid="prayer-enhanced">
            <strong>{t('composer.useThisVersion')}</strong>
            <span>{enhanced}</span>
          </Choice>
        )}
        <Row>
          <Button variant="ghost" onClick={() => setPreview(null)} disabled={submitting}>
            {t('prayer.backToEdit')}
          </Button>
          {enhanced === null && !preview.checkFailed && (
            <Button variant="outline" onClick={() => void enhance()} loading={enhancing} disabled={submitting}>
              {enhancing ? t('composer.enhancing') : t('composer.aiPreview')}
            </Button>
          )}
          <Button onClick={() => void submit()} loading={submitting}>
            {submitting ? t(preview.checkFailed ? 'prayer.submitting' : 'prayer.sharing') : t('prayer.share')}
          </Button>
        </Row>
      </Box>
    );
  }

  return (
    <Box
      as="form"
      data-testid="prayer-form"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        void check();
      }}
    >
      <h2>{t('prayer.formTitle')}</h2>
      <Field label={t('prayer.label')} hideLabel>
        <Textarea
          id="prayer-input"
          placeholder={t('prayer.placeholder')}
          rows={4}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          disabled={checking}
          autoFocus
        />
      </Field>
      {danger && <CrisisResources variant="alert" heading="h3" />}
      <Note $warn={tooLong} aria-live="polite">
        {tooLong ? t('prayer.tooLong', { max: PRAYER_MAX_LENGTH }) : t('prayer.note')}
      </Note>
      <Row>
        <Button type="button" variant="ghost" onClick={cancel}>
          {t('prayer.cancel')}
        </Button>
        <Button type="submit" disabled={!canPreview} loading={checking}>
          {checking ? t('prayer.checking') : t('prayer.previewSubmit')}
        </Button>
      </Row>
    </Box>
  );
}
