// The Flow design tokens. There is one theme and it never changes at run time, so components
// import it and interpolate its values directly (`${theme.spacing[4]}`) rather than through a
// function of the styled-components theme (`${({ theme }) => theme.spacing[4]}`): rules without
// functions are static, generated once per component, while a function makes styled-components
// flatten and hash the component's rules again on every render of every instance. The
// ThemeProvider (UiProvider) still provides the same object for code that reads it from context.

const palette = {
  purple50: '#F6F2FD',
  purple100: '#ECE4FB',
  purple200: '#D9CAF6',
  purple300: '#BDA3EE',
  purple400: '#9D78E2',
  purple500: '#7E55D4',
  purple600: '#6B3FBF',
  purple700: '#5A32A3',
  purple800: '#482A80',
  purple900: '#2F1D57',

  // Warm "paper" neutrals: a touch of yellow-red keeps long reading sessions soft on the eyes.
  neutral0: '#FFFFFF',
  neutral25: '#FDFCFA',
  neutral50: '#FAF8F5',
  neutral100: '#F4F0EA',
  neutral200: '#E8E2DA',
  neutral300: '#D6CEC4',
  neutral400: '#958C82',
  neutral500: '#7A7168',
  neutral600: '#6B635B',
  neutral700: '#4A433D',
  neutral800: '#2A2420',
  neutral900: '#1C1815',

  rose500: '#D23F6C',
  rose600: '#C2365F',
  rose50: '#FDF0F4',
  green700: '#1E6B45',
  green50: '#ECFDF3',
  amber700: '#8A5300',
  amber50: '#FEF6E7',
  red700: '#B42318',
  red600: '#C8321F',
  red50: '#FEF1EF',
  gold600: '#8E6A1F',
  gold100: '#FBEFCB',
} as const;

export const colors = {
  ...palette,
  background: palette.neutral50,
  surface: palette.neutral0,
  surfaceMuted: palette.neutral100,
  surfaceSunken: '#F7F4EF',
  text: palette.neutral800,
  textMuted: palette.neutral600,
  // Placeholder text only; not used for content because it sits near the 4.5:1 limit.
  textSubtle: palette.neutral500,
  border: palette.neutral200,
  // Form-control borders need 3:1 against the surface (WCAG 1.4.11).
  borderStrong: palette.neutral400,

  primary: palette.purple600,
  primaryHover: palette.purple700,
  primaryActive: palette.purple800,
  primaryForeground: palette.neutral0,
  primarySoft: palette.purple50,
  primarySoftHover: palette.purple100,
  primarySoftText: palette.purple700,

  secondary: palette.neutral100,
  secondaryHover: palette.neutral200,
  secondaryForeground: palette.neutral800,

  heart: palette.rose500,
  heartSoft: palette.rose50,

  success: palette.green700,
  successSoft: palette.green50,
  warning: palette.amber700,
  warningSoft: palette.amber50,
  destructive: palette.red700,
  destructiveHover: '#9A1D14',
  destructiveForeground: palette.neutral0,
  destructiveSoft: palette.red50,

  premium: palette.gold600,
  premiumSoft: palette.gold100,

  focusRing: palette.purple500,
  // Purple-tinted dusk rather than grey, so a modal feels like part of the same calm space.
  overlay: 'rgba(33, 22, 51, 0.5)',
} as const;

export const spacing = {
  0: '0',
  0.5: '0.125rem',
  1: '0.25rem',
  1.5: '0.375rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
} as const;

export type SpaceKey = keyof typeof spacing;

export const radii = {
  none: '0',
  sm: '0.375rem',
  md: '0.625rem',
  lg: '1rem',
  xl: '1.5rem',
  full: '9999px',
} as const;

export type RadiusKey = keyof typeof radii;

// Warm-tinted, low-opacity shadows: depth without the cold grey of default shadows.
export const shadows = {
  xs: '0 1px 2px rgba(42, 36, 32, 0.05)',
  sm: '0 1px 2px rgba(42, 36, 32, 0.04), 0 2px 6px rgba(42, 36, 32, 0.05)',
  md: '0 2px 4px rgba(42, 36, 32, 0.04), 0 8px 20px rgba(42, 36, 32, 0.07)',
  lg: '0 4px 8px rgba(42, 36, 32, 0.05), 0 16px 40px rgba(42, 36, 32, 0.12)',
  xl: '0 8px 16px rgba(42, 36, 32, 0.06), 0 24px 64px rgba(42, 36, 32, 0.18)',
  primary: '0 4px 14px rgba(107, 63, 191, 0.28)',
} as const;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, 'PingFang SC', 'Hiragino Sans', 'Microsoft YaHei', 'Malgun Gothic', 'Apple SD Gothic Neo', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'",
  // Scripture reads better in a serif; still only fonts already on the device.
  scripture: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Noto Serif', 'Noto Serif CJK SC', 'Times New Roman', serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
} as const;

export type FontSizeKey = keyof typeof fontSizes;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

export const lineHeights = {
  tight: 1.2,
  snug: 1.35,
  normal: 1.55,
  relaxed: 1.7,
} as const;

export const breakpoints = { sm: 640, md: 768, lg: 1024 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** Min-width media queries, usable directly in templates: `${media.md} { ... }`. */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  /** Below a breakpoint, e.g. `${media.below.sm} { ... }` for phone-only rules. */
  below: {
    sm: `@media (max-width: ${breakpoints.sm - 0.02}px)`,
    md: `@media (max-width: ${breakpoints.md - 0.02}px)`,
    lg: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
  },
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  hover: '@media (hover: hover)',
} as const;

export const zIndices = {
  base: 0,
  sticky: 100,
  header: 200,
  dropdown: 1000,
  overlay: 1100,
  modal: 1200,
  toast: 1300,
  tooltip: 1400,
} as const;

export const durations = { fast: '120ms', normal: '200ms', slow: '320ms' } as const;

export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  out: 'cubic-bezier(0.16, 1, 0.3, 1)',
} as const;

export const layout = {
  containerWidths: { sm: '40rem', md: '48rem', lg: '64rem', xl: '76rem' },
  headerHeight: '4rem',
} as const;

export const theme = {
  colors,
  spacing,
  radii,
  shadows,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  breakpoints,
  media,
  zIndices,
  durations,
  easings,
  layout,
} as const;

export type FlowTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends FlowTheme {}
}
