import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import { focusRing } from '../internal/styles';
import { HeartIcon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';
import { theme } from '../theme';

const pop = keyframes`
  0% { transform: scale(1); }
  40% { transform: scale(1.28); }
  100% { transform: scale(1); }
`;

export interface HeartButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onToggle' | 'aria-pressed' | 'children'> {
  count: number;
  liked: boolean;
  /** Called with the next liked state; the caller owns the count and the request. */
  onToggle: (nextLiked: boolean) => void;
  /** Translated action name, e.g. "Give a heart"; the visible count completes the name. */
  label: string;
  size?: 'sm' | 'md';
  /** Locale-aware count formatting (e.g. Intl.NumberFormat); defaults to the plain number. */
  formatCount?: (count: number) => string;
}

const Root = styled.button<{ $liked: boolean; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing[1.5]};
  min-height: ${({ $size }) => ($size === 'sm' ? '2rem' : '2.5rem')};
  padding-block: 0;
  padding-inline: ${({ $size }) => ($size === 'sm' ? '0.625rem' : '0.875rem')};
  border: 1px solid ${({ $liked }) => ($liked ? '#F6C9D6' : theme.colors.border)};
  border-radius: ${theme.radii.full};
  background: ${({ $liked }) => ($liked ? theme.colors.heartSoft : theme.colors.surface)};
  color: ${({ $liked }) => ($liked ? theme.colors.rose600 : theme.colors.textMuted)};
  font-size: ${({ $size }) => ($size === 'sm' ? theme.fontSizes.xs : theme.fontSizes.sm)};
  font-weight: ${theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${theme.durations.normal} ${theme.easings.standard},
    border-color ${theme.durations.normal} ${theme.easings.standard},
    color ${theme.durations.normal} ${theme.easings.standard};

  svg {
    color: ${({ $liked }) => ($liked ? theme.colors.heart : 'currentColor')};
  }

  &[aria-pressed='true'] svg {
    animation: ${pop} ${theme.durations.slow} ${theme.easings.out};
  }

  &:hover:not(:disabled) {
    border-color: #f6c9d6;
    background: ${theme.colors.heartSoft};
    color: ${theme.colors.rose600};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  ${focusRing}
`;

export const HeartButton = forwardRef<HTMLButtonElement, HeartButtonProps>(function HeartButton(
  { count, liked, onToggle, label, size = 'md', formatCount = String, type = 'button', onClick, ...rest },
  ref,
) {
  return (
    <Root
      {...rest}
      ref={ref}
      type={type}
      aria-pressed={liked}
      $liked={liked}
      $size={size}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onToggle(!liked);
      }}
    >
      <HeartIcon filled={liked} size={size === 'sm' ? 14 : 18} />
      <VisuallyHidden>{label}</VisuallyHidden>
      <span>{formatCount(count)}</span>
    </Root>
  );
});
