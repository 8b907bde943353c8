import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { IconButton } from './Button';
import { CloseIcon } from './icons';
import { theme } from '../theme';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const popIn = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: translateY(0) scale(1); }
`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.overlay};
  background: ${theme.colors.overlay};
  backdrop-filter: blur(2px);
  animation: ${fadeIn} ${theme.durations.normal} ${theme.easings.out};
`;

// The content is its own scroll container so long dialogs (pricing, donation) work on a phone.
const Positioner = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.spacing[3]};
  pointer-events: none;

  ${theme.media.sm} {
    padding: ${theme.spacing[6]};
  }
`;

const widths = { sm: '26rem', md: '32rem', lg: '42rem', xl: '56rem' } as const;

export type DialogSize = keyof typeof widths;

const Content = styled(RadixDialog.Content)<{ $size: DialogSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[4]};
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 1.5rem);
  max-height: calc(100dvh - 1.5rem);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${theme.spacing[5]};
  border-radius: ${theme.radii.xl};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.xl};
  pointer-events: auto;
  animation: ${popIn} ${theme.durations.slow} ${theme.easings.out};

  &:focus {
    outline: none;
  }

  ${theme.media.sm} {
    max-height: calc(100vh - 3rem);
    max-height: calc(100dvh - 3rem);
    padding: ${theme.spacing[8]};
  }
`;

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[1.5]};
  /* room for the close button so long titles never run under it */
  padding-right: ${theme.spacing[10]};
`;

const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.snug};

  ${theme.media.sm} {
    font-size: ${theme.fontSizes['2xl']};
  }
`;

const Description = styled(RadixDialog.Description)`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  line-height: ${theme.lineHeights.normal};

  ${theme.media.sm} {
    font-size: ${theme.fontSizes.md};
  }
`;

const CloseSlot = styled.div`
  position: absolute;
  top: ${theme.spacing[3]};
  right: ${theme.spacing[3]};

  ${theme.media.sm} {
    top: ${theme.spacing[5]};
    right: ${theme.spacing[5]};
  }
`;

const Body = styled.div`
  min-width: 0;
`;

/** Buttons at the bottom of a dialog: stacked full width on phones, right-aligned row above. */
export { DialogFooter } from './DialogFooter';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close (×) button, already translated. */
  closeLabel: string;
  /** Optional element that opens the dialog (rendered as the Radix trigger via asChild). */
  trigger?: ReactNode;
  size?: DialogSize;
  /**
   * What receives focus on open. By default the dialog itself, so screen readers start at the
   * title and Enter never lands on a primary action (e.g. a purchase) by accident.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Set by the light `Dialog` of the index when this replaces its stand-in trigger while that
   * had the focus: the real trigger takes it.
   */
  focusTriggerOnMount?: boolean;
  className?: string;
  children?: ReactNode;
}

export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  closeLabel,
  trigger,
  size = 'md',
  initialFocusRef,
  focusTriggerOnMount = false,
  className,
  children,
}: DialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTriggerOnMount && !open && !defaultOpen) triggerRef.current?.focus();
    // Only when this replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Radix hands focus back only to its own trigger; a dialog opened from elsewhere (a card's
  // button, a toast action) would otherwise drop the keyboard user at the top of the page.
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal>
      {trigger ? (
        <RadixDialog.Trigger asChild ref={triggerRef}>
          {trigger}
        </RadixDialog.Trigger>
      ) : null}
      <RadixDialog.Portal>
        <Overlay />
        <Positioner>
          <Content
            ref={contentRef}
            $size={size}
            className={className}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              const active = document.activeElement;
              openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
              (initialFocusRef?.current ?? contentRef.current)?.focus();
            }}
            onCloseAutoFocus={(event) => {
              const opener = openerRef.current;
              openerRef.current = null;
              if (trigger || !opener?.isConnected) return;
              event.preventDefault();
              opener.focus();
            }}
            // Radix warns unless a dialog without description opts out explicitly.
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <Header>
              <Title>{title}</Title>
              {description ? <Description>{description}</Description> : null}
            </Header>
            <Body>{children}</Body>
            <CloseSlot>
              <RadixDialog.Close asChild>
                <IconButton aria-label={closeLabel} size="sm">
                  <CloseIcon size={18} />
                </IconButton>
              </RadixDialog.Close>
            </CloseSlot>
          </Content>
        </Positioner>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
