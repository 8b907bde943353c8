import { css } from 'styled-components';
import { theme } from '../theme';

// Top of the screen on phones (thumb-free, above the keyboard), bottom-right from 640 px (spec).
export const toastViewportStyles = css`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[2]};
  width: 100%;
  max-height: 100vh;
  margin: 0;
  padding: ${theme.spacing[3]};
  padding-top: max(${theme.spacing[3]}, env(safe-area-inset-top));
  list-style: none;
  outline: none;
  pointer-events: none;

  ${theme.media.sm} {
    top: auto;
    left: auto;
    bottom: 0;
    right: 0;
    flex-direction: column;
    max-width: 26rem;
    padding: ${theme.spacing[6]};
    padding-bottom: max(${theme.spacing[6]}, env(safe-area-inset-bottom));
  }
`;
