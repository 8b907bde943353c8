import styled, { css } from 'styled-components';

export type CardVariant = 'elevated' | 'outline' | 'soft';

const cardVariants = {
  elevated: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  soft: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    border-color: ${({ theme }) => theme.colors.purple100};
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
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  ${({ variant = 'elevated' }) => cardVariants[variant]}
`;

// Section padding tightens on phones so a 375 px screen keeps room for the text.
const sectionPadding = css`
  padding: ${({ theme }) => theme.spacing[5]};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.spacing[6]};
  }
`;

export const CardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1.5]};
  ${sectionPadding}
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const CardDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textMuted};
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
  gap: ${({ theme }) => theme.spacing[3]};
  ${sectionPadding}

  ${CardHeader} + &,
  ${CardContent} + & {
    padding-top: 0;
  }
`;
