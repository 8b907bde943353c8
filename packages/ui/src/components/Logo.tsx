import { useId } from 'react';
import styled from 'styled-components';
import { DoveShape } from './icons';
import { theme } from '../theme';

const sizes = { sm: 28, md: 36, lg: 48, xl: 72 } as const;

export type LogoSize = keyof typeof sizes;

export interface LogoProps {
  /** Height of the mark: a named size or pixels (the logo page shows 200–500 px). */
  size?: LogoSize | number;
  /** Hide the "Flow" wordmark and show the mark alone (e.g. a compact header). */
  markOnly?: boolean;
  /** Accessible name used when the mark stands alone; the brand name needs no translation. */
  label?: string;
  className?: string;
}

const Root = styled.span<{ $px: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ $px }) => Math.round($px * 0.28)}px;
  color: ${theme.colors.primary};
  line-height: 1;
`;

const Word = styled.span<{ $px: number }>`
  font-family: ${theme.fonts.body};
  font-size: ${({ $px }) => Math.round($px * 0.78)}px;
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: -0.02em;
  /* the mark's gradient, echoed in the word so the lockup reads as one piece */
  background: linear-gradient(135deg, ${theme.colors.purple500}, ${theme.colors.purple800});
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;

  @media (forced-colors: active) {
    color: CanvasText;
    background: none;
  }
`;

export function LogoMark({ size = 36, title }: { size?: number; title?: string }) {
  const gradientId = `flow-logo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      focusable={false}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9D78E2" />
          <stop offset="1" stopColor="#5A32A3" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="14" fill={`url(#${gradientId})`} />
      <g transform="translate(-1.2 1.2)">
        <DoveShape fill="#fff" />
      </g>
      <path
        d="M9.7 38.5c3.2-2.4 6.4-2.4 9.6 0s6.4 2.4 9.6 0 6.4-2.4 9.6 0"
        stroke="#fff"
        strokeOpacity="0.75"
        strokeWidth="2.6"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/** The Flow lockup: a dove over flowing water, plus the wordmark. */
export function Logo({ size = 'md', markOnly = false, label = 'Flow', className }: LogoProps) {
  const px = typeof size === 'number' ? size : sizes[size];
  return (
    <Root className={className} $px={px}>
      <LogoMark size={px} title={markOnly ? label : undefined} />
      {markOnly ? null : <Word $px={px}>Flow</Word>}
    </Root>
  );
}
