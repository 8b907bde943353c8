import { POST_MAX_LENGTH } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Button, Card, Textarea } from '@flow/ui';
import { forwardRef } from 'react';
import styled from 'styled-components';
import { createPost } from './api';
import { useDraft } from './useDraft';

const Box = styled(Card)`
  padding: ${({ theme }) => theme.spacing[4]};
`;
const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-top: ${({ theme }) => theme.spacing[3]};
  flex-wrap: wrap;
`;
const Note = styled.span<{ $warn?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $warn }) => ($warn ? theme.colors.destructive : theme.colors.textMuted)};
`;

/** Spec 000 §2/§5: submit is disabled while the trimmed text is empty or while processing. */
export const Composer = forwardRef<HTMLTextAreaElement>(function Composer(_, ref) {
  const { t } = useTranslation();
  const draft = useDraft(createPost, {
    maxLength: POST_MAX_LENGTH,
    success: { title: t('toast.postSharedTitle'), description: t('toast.postSharedText') },
    failure: { title: t('toast.shareFailedTitle'), text: t('toast.shareFailedText') },
  });

  return (
    <Box as="form" onSubmit={(e: React.FormEvent) => { e.preventDefault(); void draft.submit(); }}>
      <Textarea
        ref={ref}
        id="post-input"
        aria-label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        value={draft.content}
        rows={4}
        onChange={(e) => draft.setContent(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void draft.submit();
        }}
        disabled={draft.busy}
      />
      <Footer>
        <Note $warn={draft.tooLong} aria-live="polite">
          {draft.tooLong ? t('composer.tooLong', { max: POST_MAX_LENGTH }) : t('composer.anonymousNote')}
        </Note>
        <Button type="submit" disabled={!draft.canSubmit} loading={draft.busy}>
          {draft.busy ? t('composer.processing') : t('composer.submit')}
        </Button>
      </Footer>
    </Box>
  );
});
