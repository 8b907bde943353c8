import { cloneElement, useEffect, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';
import type { TooltipProps } from '../components/Tooltip';
import { memoizedImport, useDeferredModule, usePressHold } from './useDeferredModule';

export const loadTooltip = memoizedImport(() => import('../components/Tooltip'));

type TriggerHandlers = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * The trigger alone until Radix's tooltip has loaded (as soon as the trigger is pointed at or
 * focused, or another tooltip has loaded it); the trigger's size never changes, and its element
 * is not replaced while it is being pressed (`usePressHold`).
 */
export function Tooltip(props: TooltipProps) {
  const { module, request } = useDeferredModule(loadTooltip, { inBackground: false });
  const press = usePressHold();
  const wantsOpen = props.open === true || props.defaultOpen === true;
  useEffect(() => {
    if (wantsOpen) request();
  }, [wantsOpen, request]);
  if (module && !press.held) return <module.Tooltip {...props} />;
  const child = props.children as ReactElement<TriggerHandlers>;
  return cloneElement(child, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      child.props.onPointerEnter?.(event);
      request();
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      child.props.onPointerDown?.(event);
      press.hold();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      child.props.onKeyDown?.(event);
      press.holdOnKey(event);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      child.props.onFocus?.(event);
      request();
    },
  });
}
