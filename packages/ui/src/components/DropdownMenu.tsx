import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { theme } from '../theme';

const appear = keyframes`
  from { opacity: 0; transform: translateY(-4px) scale(0.98); }
  to { opacity: 1; transform: translateY(0) scale(1); }
`;

export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuGroup = RadixMenu.Group;

const StyledContent = styled(RadixMenu.Content)`
  z-index: ${theme.zIndices.dropdown};
  min-width: 14rem;
  max-width: calc(100vw - 1rem);
  max-height: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
  padding: ${theme.spacing[1.5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.lg};
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);
  animation: ${appear} ${theme.durations.normal} ${theme.easings.out};

  &:focus {
    outline: none;
  }
`;

export type DropdownMenuContentProps = ComponentPropsWithoutRef<typeof RadixMenu.Content>;

/** Portalled, right-aligned by default (the user menu sits at the end of the header). */
export const DropdownMenuContent = forwardRef<ComponentRef<typeof RadixMenu.Content>, DropdownMenuContentProps>(
  function DropdownMenuContent({ sideOffset = 8, align = 'end', collisionPadding = 8, ...props }, ref) {
    return (
      <RadixMenu.Portal>
        <StyledContent ref={ref} sideOffset={sideOffset} align={align} collisionPadding={collisionPadding} {...props} />
      </RadixMenu.Portal>
    );
  },
);

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.spacing[2]};
  min-height: 2.5rem;
  padding: ${theme.spacing[2]} ${theme.spacing[3]};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  line-height: ${theme.lineHeights.snug};
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primarySoftText};
  }

  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }

  svg {
    width: 1rem;
    height: 1rem;
    color: ${theme.colors.textMuted};
  }

  &[data-highlighted] svg {
    color: inherit;
  }

  @media (forced-colors: active) {
    &[data-highlighted] {
      outline: 2px solid Highlight;
    }
  }
`;

export const DropdownMenuItem = styled(RadixMenu.Item).withConfig({
  shouldForwardProp: (prop) => prop !== 'destructive',
})<{ destructive?: boolean }>`
  ${itemStyles}
  ${({ destructive, theme }) =>
    destructive &&
    css`
      color: ${theme.colors.destructive};
      &[data-highlighted] {
        background: ${theme.colors.destructiveSoft};
        color: ${theme.colors.destructive};
      }
    `}
`;

export const DropdownMenuRadioGroup = RadixMenu.RadioGroup;

/** A choice among several (menuitemradio): the chosen one is marked by `data-state="checked"`. */
export const DropdownMenuRadioItem = styled(RadixMenu.RadioItem)`
  ${itemStyles}
  &[data-state='checked'] {
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.primary};
  }
`;

export const DropdownMenuLabel = styled(RadixMenu.Label)`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[0.5]};
  padding: ${theme.spacing[2]} ${theme.spacing[3]};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.text};
  overflow-wrap: anywhere;

  small {
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.regular};
    color: ${theme.colors.textMuted};
  }
`;

export const DropdownMenuSeparator = styled(RadixMenu.Separator)`
  height: 1px;
  margin: ${theme.spacing[1.5]} -${theme.spacing[1.5]};
  background: ${theme.colors.border};
`;
