import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import type { Breakpoint, SpaceKey } from '../theme';
import { breakpoints, layout, theme } from '../theme';

export type ContainerSize = keyof typeof layout.containerWidths;

/** The centred page column with comfortable side gutters that grow with the screen. */
export const Container = styled.div.withConfig({
  shouldForwardProp: (prop) => prop !== 'size',
})<{ size?: ContainerSize }>`
  width: 100%;
  max-width: ${({ size = 'lg', theme }) => theme.layout.containerWidths[size]};
  margin-inline: auto;
  padding-inline: ${theme.spacing[4]};

  ${theme.media.sm} {
    padding-inline: ${theme.spacing[6]};
  }

  ${theme.media.lg} {
    padding-inline: ${theme.spacing[8]};
  }
`;

type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
type Justify = 'start' | 'center' | 'end' | 'between' | 'around';

const alignMap: Record<Align, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};
const justifyMap: Record<Justify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
  around: 'space-around',
};

export interface StackProps extends HTMLAttributes<HTMLElement> {
  direction?: 'column' | 'row';
  gap?: SpaceKey;
  align?: Align;
  justify?: Justify;
  wrap?: boolean;
  /** A row that should fall back to a column below this breakpoint (phones first). */
  stackBelow?: Breakpoint;
  as?: ElementType;
}

interface StackStyleProps {
  $direction: 'column' | 'row';
  $gap: SpaceKey;
  $align?: Align;
  $justify?: Justify;
  $wrap: boolean;
  $stackBelow?: Breakpoint;
}

const StackRoot = styled.div<StackStyleProps>`
  display: flex;
  min-width: 0;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ $gap }) => theme.spacing[$gap]};
  align-items: ${({ $align }) => ($align ? alignMap[$align] : 'stretch')};
  justify-content: ${({ $justify }) => ($justify ? justifyMap[$justify] : 'flex-start')};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};

  ${({ $stackBelow, $direction }) =>
    $stackBelow &&
    $direction === 'row' &&
    css`
      @media (max-width: ${breakpoints[$stackBelow] - 0.02}px) {
        flex-direction: column;
        align-items: stretch;
      }
    `}
`;

export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { direction = 'column', gap = 4, align, justify, wrap = false, stackBelow, as, ...rest },
  ref,
) {
  return (
    <StackRoot
      ref={ref as never}
      as={as}
      $direction={direction}
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      $stackBelow={stackBelow}
      {...rest}
    />
  );
});
