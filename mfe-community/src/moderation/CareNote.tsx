import { useTranslation } from '@flow/i18n';
import styled from 'styled-components';
import { CrisisResources } from '../safety/CrisisResources';
import { useCareNotes } from './careNotes';
import { theme } from '@flow/ui';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[3]};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
    line-height: 1.55;
  }
`;

/** What a moderator's note looks like to its author: a few kind words and the crisis lines. */
export function CareNoteView() {
  const { t } = useTranslation();
  return (
    <Box aria-labelledby="care-note-title" data-testid="care-note">
      <h2 id="care-note-title">{t('moderation.careNoteTitle')}</h2>
      <p>{t('moderation.careNoteText')}</p>
      <CrisisResources variant="alert" heading="h3" />
    </Box>
  );
}

/**
 * Shown only to the browser whose identity wrote an item a moderator answered with the crisis
 * lines (GET /api/care-notes answers for the caller's own items only).
 */
export function CareNote() {
  const notes = useCareNotes();
  if (!notes.data?.length) return null;
  return <CareNoteView />;
}
