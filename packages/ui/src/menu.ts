// The dropdown menu (Radix + floating-ui) apart from the design system's index, so that only the
// chunks that open a menu download it. Shared as its own singleton (`@flow/ui/menu`).
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuGroup,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from './components/DropdownMenu';
export type { DropdownMenuContentProps } from './components/DropdownMenu';
