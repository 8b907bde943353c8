import styled from 'styled-components';
import { DOVE_VIEWBOX, DoveShape, HEART_PATH } from './icons';
import { theme } from '../theme';

/** The five avatar backgrounds; order matters, the index comes from avatarGradientIndex. */
export const avatarGradients = [
  'linear-gradient(135deg, #9D78E2 0%, #6B3FBF 100%)',
  'linear-gradient(135deg, #F29BB4 0%, #D23F6C 100%)',
  'linear-gradient(135deg, #6FCFC0 0%, #2A8C8C 100%)',
  'linear-gradient(135deg, #F7C873 0%, #D9822B 100%)',
  'linear-gradient(135deg, #8FB3F2 0%, #4A6BD1 100%)',
] as const;

/**
 * Spec rule: the sum of the character codes of the anonymousId, modulo 5. Uses UTF-16 code
 * units (charCodeAt) so every client and the server agree on the same colour for an id.
 */
export function avatarGradientIndex(anonymousId: string): number {
  let sum = 0;
  for (let i = 0; i < anonymousId.length; i += 1) sum += anonymousId.charCodeAt(i);
  return sum % avatarGradients.length;
}

const sizes = { xs: 24, sm: 32, md: 40, lg: 56 } as const;

export type AvatarSize = keyof typeof sizes;
export type AvatarGlyph = 'heart' | 'dove';

export interface AvatarProps {
  /** Seed for the colour when no `colorIndex` is given (sample content, testimonials). */
  anonymousId?: string;
  /**
   * The colour (0–4) chosen by the server for a wall item: items carry no author id, so the
   * colour cannot come from one.
   */
  colorIndex?: number;
  size?: AvatarSize | number;
  /** Defaults to one derived from the id, so neighbouring avatars vary in shape too. */
  glyph?: AvatarGlyph;
  /** Accessible name, e.g. a translated "Anonymous"; without it the avatar is decorative. */
  label?: string;
  className?: string;
}

const Circle = styled.span<{ $px: number; $gradient: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  border-radius: ${theme.radii.full};
  background: ${({ $gradient }) => $gradient};
  color: rgba(255, 255, 255, 0.95);
  box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.25), ${theme.shadows.xs};
`;

export function Avatar({ anonymousId, colorIndex, size = 'md', glyph, label, className }: AvatarProps) {
  const px = typeof size === 'number' ? size : sizes[size];
  const index =
    colorIndex !== undefined ? Math.abs(Math.trunc(colorIndex)) % avatarGradients.length : avatarGradientIndex(anonymousId ?? '');
  const shape = glyph ?? (index % 2 === 0 ? 'dove' : 'heart');
  // The dove is wide and flat, the heart compact: sized so both look equally heavy.
  const glyphPx = Math.round(px * (shape === 'dove' ? 0.62 : 0.5));
  return (
    <Circle
      className={className}
      $px={px}
      $gradient={avatarGradients[index]}
      data-gradient={index}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <svg
        width={glyphPx}
        height={glyphPx}
        viewBox={shape === 'dove' ? DOVE_VIEWBOX : '0 0 24 24'}
        aria-hidden
        focusable={false}
      >
        {shape === 'dove' ? <DoveShape /> : <path d={HEART_PATH} fill="currentColor" />}
      </svg>
    </Circle>
  );
}
