import styled, { css } from 'styled-components';
import { theme } from '../theme';

export type BadgeVariant =
  | 'default'
  | 'secondary'
  | 'outline'
  | 'success'
  | 'warning'
  | 'destructive'
  | 'premium';

const badgeVariants = {
  default: css`
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primarySoftText};
    border-color: ${theme.colors.purple100};
  `,
  secondary: css`
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.neutral700};
  `,
  outline: css`
    background: transparent;
    color: ${theme.colors.textMuted};
    border-color: ${theme.colors.borderStrong};
  `,
  success: css`
    background: ${theme.colors.successSoft};
    color: ${theme.colors.success};
    border-color: #c9efd9;
  `,
  warning: css`
    background: ${theme.colors.warningSoft};
    color: ${theme.colors.warning};
    border-color: #f6e2b8;
  `,
  destructive: css`
    background: ${theme.colors.destructiveSoft};
    color: ${theme.colors.destructive};
    border-color: #f8d3cd;
  `,
  premium: css`
    background: linear-gradient(135deg, #fbefcb 0%, #f6dc9b 100%);
    color: #6b4e12;
    border-color: #efd48f;
  `,
} as const;

/** A small pill for statuses and tags ("Premium", "AI Helper", "Unread", counts). */
export const Badge = styled.span.withConfig({
  shouldForwardProp: (prop) => prop !== 'variant',
})<{ variant?: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing[1]};
  width: fit-content;
  max-width: 100%;
  padding: 0.125rem 0.625rem;
  border: 1px solid transparent;
  border-radius: ${theme.radii.full};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  line-height: 1.5;
  letter-spacing: 0.01em;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${({ variant = 'default' }) => badgeVariants[variant]}

  svg {
    width: 0.875em;
    height: 0.875em;
  }
`;
