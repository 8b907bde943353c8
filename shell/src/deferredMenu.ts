import { useDeferredModule, usePressHold } from '@flow/ui';
import { useMemo, useState, type KeyboardEvent } from 'react';

/** What a lazily loaded menu is told about what happened to its stand-in trigger. */
export interface LoadedMenuProps {
  /** The stand-in was activated before the menu had loaded: open at once. */
  defaultOpen?: boolean;
  /** The stand-in had the focus when it was replaced: give it to the real trigger. */
  focusTrigger?: boolean;
}

/**
 * A header menu whose Radix code loads when it is about to be used. Until then a stand-in trigger
 * of the same look, name and ARIA state is shown; pointing at or focusing it loads the menu,
 * and activating it opens the menu as soon as it is there. While the stand-in is being pressed it
 * stays (`usePressHold`): Radix's trigger opens on the press, so a menu arriving between the press
 * and its click would leave the person's click on neither and the menu shut.
 */
export function useDeferredMenu<M>(loader: () => Promise<M>) {
  const { module, request } = useDeferredModule(loader, { inBackground: false });
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const [focused, setFocused] = useState(false);
  const { held, hold, holdOnKey } = usePressHold();
  const triggerProps = useMemo(
    () => ({
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': false,
      'data-state': 'closed',
      onPointerEnter: request,
      onPointerDown: hold,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        holdOnKey(event);
        // Radix's trigger also opens on the down arrow; the button's click covers Enter and Space.
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          hold();
          setOpenAtOnce(true);
          request();
        }
      },
      onFocus: () => {
        setFocused(true);
        request();
      },
      onBlur: () => setFocused(false),
      onClick: () => {
        setOpenAtOnce(true);
        request();
      },
    }),
    [request, hold, holdOnKey],
  );
  const menuProps: LoadedMenuProps = { defaultOpen: openAtOnce, focusTrigger: focused };
  return { module: held ? null : module, menuProps, triggerProps };
}
