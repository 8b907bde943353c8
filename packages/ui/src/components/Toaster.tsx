import * as RadixToast from '@radix-ui/react-toast';
import styled, { css, keyframes } from 'styled-components';
import { CloseIcon } from './icons';
import { focusRing } from '../internal/styles';
import { toastViewportStyles } from './toastViewport';
import { TOAST_DEFAULT_DURATION as TOAST_DURATION, type ToasterProps, type ToastVariant } from './toastTypes';
import { theme } from '../theme';

export { TOAST_DEFAULT_DURATION } from './toastTypes';
export type { ToasterProps, ToastItem, ToastVariant } from './toastTypes';

const slideInTop = keyframes`
  from { opacity: 0; transform: translateY(-100%); }
  to { opacity: 1; transform: translateY(0); }
`;

const slideInRight = keyframes`
  from { opacity: 0; transform: translateX(calc(100% + 1.5rem)); }
  to { opacity: 1; transform: translateX(0); }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + 1.5rem)); }
`;

const Viewport = styled(RadixToast.Viewport)`
  ${toastViewportStyles}
`;

const variants = {
  default: css`
    background: ${theme.colors.surface};
    border-color: ${theme.colors.border};
    color: ${theme.colors.text};
    &::before {
      background: ${theme.colors.primary};
    }
  `,
  destructive: css`
    background: ${theme.colors.destructiveSoft};
    border-color: #f4c7bf;
    color: ${theme.colors.destructive};
    &::before {
      background: ${theme.colors.destructive};
    }
  `,
} as const;

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: ${theme.spacing[3]};
  padding: ${theme.spacing[4]};
  padding-left: ${theme.spacing[6]};
  padding-right: ${theme.spacing[3]};
  border: 1px solid transparent;
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.lg};
  pointer-events: auto;

  /* accent bar drawn inside the rounded card rather than as a border, which would curve */
  &::before {
    content: '';
    position: absolute;
    left: 0.625rem;
    top: ${theme.spacing[4]};
    bottom: ${theme.spacing[4]};
    width: 4px;
    border-radius: ${theme.radii.full};
  }

  ${({ $variant }) => variants[$variant]}

  &[data-state='open'] {
    animation: ${slideInTop} ${theme.durations.slow} ${theme.easings.out};

    ${theme.media.sm} {
      animation-name: ${slideInRight};
    }
  }

  &[data-state='closed'] {
    animation: ${fadeOut} ${theme.durations.normal} ease-in forwards;
  }

  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }

  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform ${theme.durations.normal} ease-out;
  }

  &[data-swipe='end'] {
    animation: ${swipeOut} ${theme.durations.normal} ease-out forwards;
  }

  ${focusRing}
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled(RadixToast.Title)`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.snug};
`;

const Description = styled(RadixToast.Description)<{ $variant: ToastVariant }>`
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.normal};
  color: ${({ $variant }) => ($variant === 'destructive' ? theme.colors.destructive : theme.colors.textMuted)};
`;

const Close = styled(RadixToast.Close)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  margin: -0.25rem 0;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.full};
  background: transparent;
  color: inherit;
  opacity: 0.7;
  cursor: pointer;
  transition: opacity ${theme.durations.fast}, background-color ${theme.durations.fast};

  &:hover {
    opacity: 1;
    background: rgba(42, 36, 32, 0.06);
  }

  ${focusRing}
`;

/**
 * Presentational: renders whatever toasts the store hands it. Which toasts exist, and the
 * one-at-a-time rule, belong to the store; this only reports open/close back by id.
 */
export function Toaster({ toasts, onOpenChange, closeLabel, regionLabel }: ToasterProps) {
  return (
    <RadixToast.Provider duration={TOAST_DURATION} swipeDirection="right" label={regionLabel}>
      {toasts.map(({ id, title, description, variant = 'default', open, duration }) => (
        <Root
          key={id}
          open={open}
          onOpenChange={(next) => onOpenChange(id, next)}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          $variant={variant}
        >
          <Text>
            {title ? <Title>{title}</Title> : null}
            {description ? <Description $variant={variant}>{description}</Description> : null}
          </Text>
          <Close aria-label={closeLabel}>
            <CloseIcon size={16} />
          </Close>
        </Root>
      ))}
      <Viewport label={regionLabel} />
    </RadixToast.Provider>
  );
}
