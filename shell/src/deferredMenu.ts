import { useDeferredModule } from '@flow/ui';
import { useMemo, useState } from 'react';

/** What a lazily loaded menu is told about what happened to its stand-in trigger. */
export interface LoadedMenuProps {
  /** The stand-in was activated before the menu had loaded: open at once. */
  defaultOpen?: boolean;
  /** The stand-in had the focus when it was replaced: give it to the real trigger. */
  focusTrigger?: boolean;
}

/**
 * A header menu whose Radix code loads after the first screen. Until then a stand-in trigger of
 * the same look, name and ARIA state is shown; pointing at or focusing it loads the menu at once,
 * and activating it opens the menu as soon as it is there.
 */
export function useDeferredMenu<M>(loader: () => Promise<M>) {
  const { module, request } = useDeferredModule(loader);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const [focused, setFocused] = useState(false);
  const triggerProps = useMemo(
    () => ({
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': false,
      'data-state': 'closed',
      onPointerEnter: request,
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
    [request],
  );
  const menuProps: LoadedMenuProps = { defaultOpen: openAtOnce, focusTrigger: focused };
  return { module, menuProps, triggerProps };
}
