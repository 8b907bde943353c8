import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../UiProvider';
import { theme } from '../theme';

const appear = keyframes`
  from { opacity: 0; transform: translateY(2px); }
  to { opacity: 1; transform: translateY(0); }
`;

const Content = styled(RadixTooltip.Content)`
  z-index: ${theme.zIndices.tooltip};
  max-width: min(18rem, calc(100vw - 2rem));
  padding: ${theme.spacing[1.5]} ${theme.spacing[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.neutral800};
  color: ${theme.colors.neutral50};
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.snug};
  box-shadow: ${theme.shadows.md};
  animation: ${appear} ${theme.durations.normal} ${theme.easings.out};
  user-select: none;
`;

const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${theme.colors.neutral800};
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

// Each tooltip has its own Radix provider (it lives in this lazily loaded chunk, so the app's
// root mounts none), so the spec's skip delay across neighbouring triggers is kept here: while
// one tooltip is open, or within TOOLTIP_SKIP_DELAY_MS of its closing, the next opens at once.
let skipping = false;
let skipTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
function setSkipping(next: boolean) {
  if (skipping === next) return;
  skipping = next;
  listeners.forEach((notify) => notify());
}
function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}
function tooltipOpened() {
  clearTimeout(skipTimer);
  setSkipping(true);
}
function tooltipClosed() {
  clearTimeout(skipTimer);
  skipTimer = setTimeout(() => setSkipping(false), TOOLTIP_SKIP_DELAY_MS);
}

/** Radix's tooltip; loaded after the first screen through the light `Tooltip` of the index. */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  const skip = useSyncExternalStore(subscribe, () => skipping, () => false);
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <RadixTooltip.Root
        open={open}
        defaultOpen={defaultOpen}
        delayDuration={skip ? 0 : TOOLTIP_DELAY_MS}
        onOpenChange={(next) => {
          if (next) tooltipOpened();
          else tooltipClosed();
          onOpenChange?.(next);
        }}
      >
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content side={side} align={align} sideOffset={6} collisionPadding={8}>
            {content}
            <Arrow width={12} height={6} />
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
