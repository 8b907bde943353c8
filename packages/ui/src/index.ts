export {
  theme,
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
} from './theme';
export type { FlowTheme, Breakpoint, SpaceKey, RadiusKey, FontSizeKey } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { UiProvider, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './UiProvider';
export { focusRing, visuallyHidden } from './internal/styles';

export { Button, IconButton, buttonVariantStyles } from './components/Button';
export type {
  ButtonProps,
  ButtonAsButtonProps,
  ButtonAsLinkProps,
  ButtonVariant,
  ButtonSize,
  IconButtonProps,
} from './components/Button';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './components/Card';
export type { CardVariant } from './components/Card';
export { Input, Textarea, Label, Field } from './components/FormControls';
export type { FieldProps } from './components/FormControls';
export { Badge } from './components/Badge';
export type { BadgeVariant } from './components/Badge';
export { Skeleton } from './components/Skeleton';
export type { SkeletonProps } from './components/Skeleton';
export { Dialog } from './deferred/Dialog';
export { DialogFooter } from './components/DialogFooter';
export type { DialogProps, DialogSize } from './components/Dialog';
// Radix's tooltip and toasts (with floating-ui) are not on the first screen: these light
// versions render the trigger / the notifications region at once and load Radix afterwards.
// The dropdown menu is its own shared entry, `@flow/ui/menu`, for a lazily loaded chunk to import.
export { Tooltip } from './deferred/Tooltip';
export type { TooltipProps } from './components/Tooltip';
export { Toaster } from './deferred/Toaster';
export { TOAST_DEFAULT_DURATION } from './components/toastTypes';
export type { ToasterProps, ToastItem, ToastVariant } from './components/toastTypes';
export { dismissServerFirstScreen, dismissServerHeader, firstScreenSettled, idle, markFirstScreenRendered, serverFirstScreenLanguage } from './deferred/firstScreen';
export { loadDeferredParts } from './deferred/preload';
export { memoizedImport, useDeferredModule, usePressHold } from './deferred/useDeferredModule';
export type { DeferredModule, DeferredModuleOptions } from './deferred/useDeferredModule';
export { Avatar, avatarGradientIndex, avatarGradients } from './components/Avatar';
export type { AvatarProps, AvatarSize, AvatarGlyph } from './components/Avatar';
export { Spinner } from './components/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner';
export { VisuallyHidden } from './components/VisuallyHidden';
export { Container, Stack } from './components/Layout';
export type { ContainerSize, StackProps } from './components/Layout';
export { Logo, LogoMark } from './components/Logo';
export type { LogoProps, LogoSize } from './components/Logo';
export { HeartButton } from './components/HeartButton';
export type { HeartButtonProps } from './components/HeartButton';
export {
  HeartIcon,
  FilledHeartIcon,
  DoveIcon,
  CloseIcon,
  CheckIcon,
  ChevronDownIcon,
} from './components/icons';
export type { IconProps } from './components/icons';
