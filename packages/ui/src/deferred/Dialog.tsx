import { cloneElement, isValidElement, useEffect, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactElement } from 'react';
import type { DialogProps } from '../components/Dialog';
import { memoizedImport, useDeferredModule, usePressHold } from './useDeferredModule';

export const loadDialog = memoizedImport(() => import('../components/Dialog'));

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
  'data-state'?: string;
};

/**
 * Radix's dialog loads when it is about to be used (its trigger pointed at, focused or pressed,
 * or the dialog opened): until then a closed dialog renders only its trigger, with Radix's ARIA
 * state, and nothing at all without one. Activating the stand-in opens the dialog as soon as it
 * has loaded; an open one asks for the chunk at once.
 */
export function Dialog(props: DialogProps) {
  const { module, request } = useDeferredModule(loadDialog, { inBackground: false });
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const [focused, setFocused] = useState(false);
  const press = usePressHold();
  const wantsOpen = props.open === true || props.defaultOpen === true;
  useEffect(() => {
    if (wantsOpen) request();
  }, [wantsOpen, request]);

  if (module && !press.held) {
    return <module.Dialog {...props} defaultOpen={props.defaultOpen ?? (openAtOnce || undefined)} focusTriggerOnMount={focused} />;
  }
  if (!isValidElement(props.trigger)) return null;
  const trigger = props.trigger as ReactElement<TriggerProps>;
  const own = trigger.props;
  return cloneElement(trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      request();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      press.hold();
    },
    onKeyDown: (event) => {
      own.onKeyDown?.(event);
      press.holdOnKey(event);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      setFocused(true);
      request();
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      setFocused(false);
    },
    onClick: (event) => {
      own.onClick?.(event);
      if (event.defaultPrevented) return;
      // As Radix's trigger does: a controlled dialog is asked to open, an uncontrolled one opens.
      if (props.open === undefined) setOpenAtOnce(true);
      props.onOpenChange?.(true);
      request();
    },
  } satisfies TriggerProps);
}
