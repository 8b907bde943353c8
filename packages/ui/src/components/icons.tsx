import type { SVGProps } from 'react';

// Small inline icon set so the design system never fetches icon fonts or sprites.
export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

function base({ size = 20, ...rest }: IconProps): SVGProps<SVGSVGElement> {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
    ...rest,
  };
}

export const HEART_PATH =
  'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z';

export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <svg {...base(props)}>
      <path d={HEART_PATH} fill={filled ? 'currentColor' : 'none'} />
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

/**
 * A dove in flight on a 48-unit grid (head, beak, body, wing). Separate paths rather than one,
 * so the overlapping wing and body never cancel out into a hole.
 */
export const DOVE_PATHS = [
  'M31 16.5a4 4 0 1 1 8 0a4 4 0 1 1-8 0z',
  'M38.4 15.2 42.4 17l-4 1.3z',
  'M38 19c-.6 6.4-6 11-13.6 11.6-6 .5-11.2-.8-16.4-3.6l5.4-1.6-3.6-3.2c5.2.6 9.6-.2 13.4-2.8 3.8-2.6 8-3.2 14.8-.4z',
  'M27.6 20.4C27 13.4 23 7.6 15.4 4c.8 2.2 1 4.2.8 6-1.8-1.2-3.8-2-6-2.2 2.6 2.6 4.2 5.2 4.8 8-1.8-.4-3.6-.4-5.4 0 5.6 2.4 11 4.4 18 4.6z',
] as const;
/** Square view box centred on the dove alone. */
export const DOVE_VIEWBOX = '7.2 -0.7 36 36';

export function DoveShape({ fill = 'currentColor' }: { fill?: string }) {
  return (
    <g fill={fill}>
      {DOVE_PATHS.map((d) => (
        <path key={d} d={d} />
      ))}
    </g>
  );
}

export function DoveIcon({ size = 20, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox={DOVE_VIEWBOX} aria-hidden focusable={false} {...rest}>
      <DoveShape />
    </svg>
  );
}

export function FilledHeartIcon({ size = 20, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable={false} {...rest}>
      <path d={HEART_PATH} fill="currentColor" />
    </svg>
  );
}
