import { useTranslation } from '@flow/i18n';
import { DoveIcon, theme } from '@flow/ui';
import styled from 'styled-components';

const Fab = styled.button`
  position: fixed;
  right: ${theme.spacing[5]};
  bottom: calc(${theme.spacing[5]} + env(safe-area-inset-bottom, 0px));
  z-index: ${theme.zIndices.sticky};
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing[2]};
  border: 0;
  border-radius: ${theme.radii.full};
  padding: ${theme.spacing[3]} ${theme.spacing[4]};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryForeground};
  box-shadow: ${theme.shadows.lg};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.primaryHover};
  }
  /* Icon only: it floats over the page, so it stays small. */
  width: 3.5rem;
  height: 3.5rem;
  justify-content: center;
  padding: 0;
  span {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

/** Spec 000 §2: a floating button scrolls to the post input. */
export function FloatingShareButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Fab type="button" onClick={onClick} aria-label={t('home.floatingShare')} data-testid="floating-share">
      <DoveIcon size={24} aria-hidden="true" />
      <span>{t('home.floatingShare')}</span>
    </Fab>
  );
}
