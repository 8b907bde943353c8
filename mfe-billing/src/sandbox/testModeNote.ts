import { theme } from '@flow/ui';
import { css } from 'styled-components';

/**
 * The dashed warning box that marks every sandbox and test-mode surface (the donation dialog's
 * test note, the sandbox checkout and PayPal pages), so no one mistakes a test payment for a real
 * one. Each place sets its own margin.
 */
export const testModeNote = css`
  padding: ${theme.spacing[2]} ${theme.spacing[3]};
  border-radius: ${theme.radii.md};
  border: 2px dashed ${theme.colors.warning};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};
  font-size: ${theme.fontSizes.sm};
`;
