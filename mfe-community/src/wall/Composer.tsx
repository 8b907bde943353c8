import { userMessage } from '@flow/api-client';
import { POST_MAX_LENGTH } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { Button, Card, Textarea } from '@flow/ui';
import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { createPost, refreshPosts } from './api';

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
  const [content, setContent] = useState('');
  const [processing, setProcessing] = useState(false);
  const trimmed = content.trim();
  const tooLong = trimmed.length > POST_MAX_LENGTH;

  async function submit() {
    if (!trimmed || processing || tooLong) return;
    setProcessing(true);
    try {
      await createPost(trimmed);
      setContent('');
      toast({ title: t('toast.postSharedTitle'), description: t('toast.postSharedText') });
      await refreshPosts();
    } catch (error) {
      // The text stays in the box so nothing the person wrote is lost.
      toast({
        variant: 'destructive',
        title: t('toast.shareFailedTitle'),
        description: userMessage(error, t('toast.shareFailedText')),
      });
    } finally {
      setProcessing(false);
    }
  }

  return (
    <Box as="form" onSubmit={(e: React.FormEvent) => { e.preventDefault(); void submit(); }}>
      <Textarea
        ref={ref}
        id="post-input"
        aria-label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        value={content}
        rows={4}
        onChange={(e) => setContent(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit();
        }}
        disabled={processing}
      />
      <Footer>
        <Note $warn={tooLong} aria-live="polite">
          {tooLong ? t('composer.tooLong', { max: POST_MAX_LENGTH }) : t('composer.anonymousNote')}
        </Note>
        <Button type="submit" disabled={!trimmed || processing || tooLong} loading={processing}>
          {processing ? t('composer.processing') : t('composer.submit')}
        </Button>
      </Footer>
    </Box>
  );
});
