import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const sizes = { sm: 16, md: 20, lg: 32 } as const;

export type SpinnerSize = keyof typeof sizes;

export interface SpinnerProps {
  size?: SpinnerSize | number;
  /** Announced to screen readers; without it the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  className?: string;
}

const Svg = styled.svg`
  display: inline-block;
  color: inherit;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const px = typeof size === 'number' ? size : sizes[size];
  const svg = (
    <Svg
      className={label ? undefined : className}
      width={px}
      height={px}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden
      focusable={false}
      data-essential-motion=""
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </Svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className={className} style={{ display: 'inline-flex' }}>
      {svg}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
