import styled, { keyframes } from 'styled-components';
import type { RadiusKey } from '../theme';
import { theme } from '../theme';

const shimmer = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

export interface SkeletonProps {
  width?: string | number;
  height?: string | number;
  radius?: RadiusKey;
  circle?: boolean;
  className?: string;
}

const toCss = (value: string | number | undefined) =>
  typeof value === 'number' ? `${value}px` : value;

const Block = styled.span<{ $width?: string; $height?: string; $radius: RadiusKey; $circle: boolean }>`
  display: block;
  width: ${({ $width, $circle, $height }) => $width ?? ($circle ? $height ?? '2.5rem' : '100%')};
  height: ${({ $height }) => $height ?? '1rem'};
  flex-shrink: 0;
  border-radius: ${({ $radius, $circle }) => ($circle ? theme.radii.full : theme.radii[$radius])};
  background-color: ${theme.colors.neutral100};
  background-image: linear-gradient(
    90deg,
    rgba(255, 255, 255, 0) 0%,
    rgba(255, 255, 255, 0.75) 50%,
    rgba(255, 255, 255, 0) 100%
  );
  background-size: 200% 100%;
  background-repeat: no-repeat;
  animation: ${shimmer} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;

/** A placeholder shape; decorative, so the loading region itself should carry aria-busy. */
export function Skeleton({ width, height, radius = 'sm', circle = false, className }: SkeletonProps) {
  return (
    <Block
      aria-hidden
      className={className}
      $width={toCss(width)}
      $height={toCss(height)}
      $radius={radius}
      $circle={circle}
    />
  );
}
