import { userMessage } from '@flow/api-client';
import { RESPONSE_MAX_LENGTH } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { Button, Textarea } from '@flow/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { createResponse, refreshPosts } from './api';

const Row = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing[2]};
`;
const Input = styled(Textarea)`
  min-height: 2.75rem;
  width: 100%;
`;

export function ResponseBox({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const trimmed = content.trim();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!trimmed || sending) return;
    setSending(true);
    try {
      await createResponse(postId, trimmed);
      setContent('');
      await refreshPosts();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('toast.responseFailedTitle'),
        description: userMessage(error, t('toast.responseFailedText')),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <Row onSubmit={submit}>
      <Input
        aria-label={t('post.responsePlaceholder')}
        placeholder={t('post.responsePlaceholder')}
        value={content}
        rows={2}
        maxLength={RESPONSE_MAX_LENGTH}
        onChange={(e) => setContent(e.target.value)}
        disabled={sending}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={!trimmed || sending} loading={sending}>
        {sending ? t('post.responding') : t('post.respond')}
      </Button>
    </Row>
  );
}
