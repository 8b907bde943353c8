import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; transform: translateY(2px); }
  to { opacity: 1; transform: translateY(0); }
`;

const Content = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  max-width: min(18rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.spacing[1.5]} ${({ theme }) => theme.spacing[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.neutral800};
  color: ${({ theme }) => theme.colors.neutral50};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  box-shadow: ${({ theme }) => theme.shadows.md};
  animation: ${appear} ${({ theme }) => theme.durations.normal} ${({ theme }) => theme.easings.out};
  user-select: none;
`;

const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${({ theme }) => theme.colors.neutral800};
`;

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element; it becomes the trigger (Radix asChild). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Needs the Tooltip.Provider that UiProvider mounts (delays come from there). */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  return (
    <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Content side={side} align={align} sideOffset={6} collisionPadding={8}>
          {content}
          <Arrow width={12} height={6} />
        </Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
