import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@flow/ui';

/**
 * The shell's own floating controls (music, Auto-translate), bottom left: the community's
 * share button holds the bottom right.
 */
const Bar = styled.div`
  position: fixed;
  left: ${theme.spacing[4]};
  bottom: calc(${theme.spacing[5]} + env(safe-area-inset-bottom, 0px));
  z-index: ${theme.zIndices.sticky};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.spacing[2]};
  /* Leaves room for the share button on the right of a phone. */
  max-width: calc(100vw - 6rem);
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

export function Dock({ children }: { children: ReactNode }) {
  return <Bar data-testid="shell-dock">{children}</Bar>;
}
