import { useTranslation } from '@flow/i18n';
import styled from 'styled-components';
import { theme } from '@flow/ui';

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
`;
const Reply = styled.button`
  padding: ${theme.spacing[1.5]} ${theme.spacing[3]};
  border-radius: ${theme.radii.full};
  border: 1px solid ${theme.colors.primary};
  background: ${theme.colors.surface};
  color: ${theme.colors.primarySoftText};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

/** Spec 001 §3: the helper's suggested replies; tapping one sends it as the visitor's message. */
export function QuickReplies({ suggestions, disabled, onPick }: { suggestions: string[]; disabled?: boolean; onPick(text: string): void }) {
  const { t } = useTranslation();
  if (suggestions.length === 0) return null;
  return (
    <Root role="group" aria-label={t('chat.quickReplies')} data-testid="quick-replies">
      {suggestions.map((s) => (
        <Reply key={s} type="button" disabled={disabled} onClick={() => onPick(s)}>
          {s}
        </Reply>
      ))}
    </Root>
  );
}
