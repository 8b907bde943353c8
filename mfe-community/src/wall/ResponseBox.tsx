import { RESPONSE_MAX_LENGTH } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { Button, Textarea } from '@flow/ui';
import styled from 'styled-components';
import { createResponse } from './api';
import { useDraft } from './useDraft';

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
  const draft = useDraft(
    async (text) => {
      const created = await createResponse(postId, text);
      if (created.heldForReview) toast({ title: t('safety.heldTitle'), description: t('safety.heldShort') });
    },
    {
      maxLength: RESPONSE_MAX_LENGTH,
      failure: { title: t('toast.responseFailedTitle'), text: t('toast.responseFailedText') },
    },
  );

  return (
    <Row
      onSubmit={(e) => {
        e.preventDefault();
        void draft.submit();
      }}
    >
      <Input
        aria-label={t('post.responsePlaceholder')}
        placeholder={t('post.responsePlaceholder')}
        value={draft.content}
        rows={2}
        maxLength={RESPONSE_MAX_LENGTH}
        onChange={(e) => draft.setContent(e.target.value)}
        disabled={draft.busy}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={!draft.canSubmit} loading={draft.busy}>
        {draft.busy ? t('post.responding') : t('post.respond')}
      </Button>
    </Row>
  );
}
