import styled, { css } from 'styled-components';
import { theme } from '../theme';

export type CardVariant = 'elevated' | 'outline' | 'soft';

const cardVariants = {
  elevated: css`
    background: ${theme.colors.surface};
    border-color: ${theme.colors.border};
    box-shadow: ${theme.shadows.sm};
  `,
  outline: css`
    background: ${theme.colors.surface};
    border-color: ${theme.colors.border};
  `,
  soft: css`
    background: ${theme.colors.primarySoft};
    border-color: ${theme.colors.purple100};
  `,
} as const;

/** A rounded surface. `variant="soft"` is the tinted call-out (e.g. "Prayer Answered"). */
export const Card = styled.div.withConfig({
  shouldForwardProp: (prop) => prop !== 'variant',
})<{ variant?: CardVariant }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid transparent;
  border-radius: ${theme.radii.lg};
  color: ${theme.colors.text};
  overflow-wrap: anywhere;
  ${({ variant = 'elevated' }) => cardVariants[variant]}
`;

// Section padding tightens on phones so a 375 px screen keeps room for the text.
const sectionPadding = css`
  padding: ${theme.spacing[5]};

  ${theme.media.sm} {
    padding: ${theme.spacing[6]};
  }
`;

export const CardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[1.5]};
  ${sectionPadding}
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.snug};
  color: ${theme.colors.text};

  ${theme.media.sm} {
    font-size: ${theme.fontSizes.xl};
  }
`;

export const CardDescription = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.normal};
  color: ${theme.colors.textMuted};
`;

export const CardContent = styled.div`
  ${sectionPadding}

  ${CardHeader} + & {
    padding-top: 0;
  }
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing[3]};
  ${sectionPadding}

  ${CardHeader} + &,
  ${CardContent} + & {
    padding-top: 0;
  }
`;
