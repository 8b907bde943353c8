import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type Ref,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../internal/styles';
import { Spinner } from './Spinner';
import { theme } from '../theme';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner over the (invisible but still measured) label, so the width never jumps. */
  loading?: boolean;
  children?: ReactNode;
}

export type ButtonAsButtonProps = ButtonOwnProps &
  ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined };
export type ButtonAsLinkProps = ButtonOwnProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; disabled?: boolean };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

export const buttonVariantStyles = {
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryForeground};
    box-shadow: ${theme.shadows.xs};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.primaryHover};
      color: ${theme.colors.primaryForeground};
      box-shadow: ${theme.shadows.primary};
    }
    &:active:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.primaryActive};
    }
  `,
  secondary: css`
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primarySoftText};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.primarySoftHover};
      color: ${theme.colors.primarySoftText};
    }
    &:active:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.purple200};
    }
  `,
  outline: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    border-color: ${theme.colors.borderStrong};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.primarySoft};
      border-color: ${theme.colors.primary};
      color: ${theme.colors.primarySoftText};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.textMuted};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.surfaceMuted};
      color: ${theme.colors.text};
    }
    &:active:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.secondaryHover};
    }
  `,
  destructive: css`
    background: ${theme.colors.destructive};
    color: ${theme.colors.destructiveForeground};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.destructiveHover};
      color: ${theme.colors.destructiveForeground};
    }
  `,
} as const;

// md and lg meet the 44 px touch-target guideline; sm is for dense desktop toolbars.
const sizeStyles = {
  sm: css`
    min-height: 2.25rem;
    padding: 0 ${theme.spacing[3]};
    font-size: ${theme.fontSizes.sm};
    gap: ${theme.spacing[1.5]};
  `,
  md: css`
    min-height: 2.75rem;
    padding: 0 ${theme.spacing[5]};
    font-size: 0.9375rem;
    gap: ${theme.spacing[2]};
  `,
  lg: css`
    min-height: 3.25rem;
    padding: 0 ${theme.spacing[6]};
    font-size: ${theme.fontSizes.md};
    gap: ${theme.spacing[2]};
  `,
} as const;

interface StyledButtonProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const StyledButton = styled.button<StyledButtonProps>`
  position: relative;
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  border: 1px solid transparent;
  border-radius: ${theme.radii.full};
  font-family: inherit;
  font-weight: ${theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  /* A label normally sits on one line, but a long translation on a narrow phone wraps inside the
     button instead of pushing the page sideways (ru, es, fr at 320 px). */
  max-width: 100%;
  white-space: normal;
  overflow-wrap: break-word;
  /* ja: break between phrases, never leave one kana alone on the second line. */
  word-break: auto-phrase;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${theme.durations.normal} ${theme.easings.standard},
    border-color ${theme.durations.normal} ${theme.easings.standard},
    color ${theme.durations.normal} ${theme.easings.standard},
    box-shadow ${theme.durations.normal} ${theme.easings.standard},
    transform ${theme.durations.fast} ${theme.easings.standard};

  ${({ $size }) => sizeStyles[$size]}
  /* Only matters once a label wraps: its lines keep clear of the rounded edge. */
  padding-block: ${theme.spacing[1.5]};
  ${({ $variant }) => buttonVariantStyles[$variant]}
  ${focusRing}

  &:active:not(:disabled):not([aria-disabled='true']) {
    transform: translateY(1px);
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
    box-shadow: none;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
`;

const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: inherit;
  min-width: 0;
  /* opacity, not visibility: hidden text would drop out of the accessible name */
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  pointer-events: none;
`;

export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', fullWidth = false, loading = false, children, ...rest },
  ref,
) {
  const content = (
    <>
      <Label $hidden={loading}>{children}</Label>
      {loading ? (
        <SpinnerSlot>
          <Spinner size={size === 'lg' ? 20 : 16} />
        </SpinnerSlot>
      ) : null}
    </>
  );

  if (typeof rest.href === 'string') {
    const { disabled, onClick, ...anchorProps } = rest as ButtonAsLinkProps;
    const inert = disabled || loading;
    return (
      <StyledButton
        {...(anchorProps as object)}
        as="a"
        ref={ref as Ref<HTMLAnchorElement>}
        $variant={variant}
        $size={size}
        $fullWidth={fullWidth}
        aria-disabled={inert || undefined}
        aria-busy={loading || undefined}
        tabIndex={disabled ? -1 : anchorProps.tabIndex}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (inert) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      >
        {content}
      </StyledButton>
    );
  }

  const { disabled, type = 'button', ...buttonProps } = rest as ButtonAsButtonProps;
  return (
    <StyledButton
      {...buttonProps}
      ref={ref as Ref<HTMLButtonElement>}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {content}
    </StyledButton>
  );
});

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & {
  /** Required: an icon alone has no accessible name. */
  'aria-label': string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
};

const iconSizes = { sm: '2.25rem', md: '2.75rem', lg: '3.25rem' } as const;

const StyledIconButton = styled(StyledButton)`
  padding: 0;
  width: ${({ $size }) => iconSizes[$size]};
  height: ${({ $size }) => iconSizes[$size]};
  min-height: 0;
  flex-shrink: 0;
`;

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { variant = 'ghost', size = 'md', type = 'button', children, ...rest },
  ref,
) {
  return (
    <StyledIconButton ref={ref} type={type} $variant={variant} $size={size} $fullWidth={false} {...rest}>
      {children}
    </StyledIconButton>
  );
});
