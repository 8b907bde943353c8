import { cloneElement, useEffect, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import type { TooltipProps } from '../components/Tooltip';
import { memoizedImport, useDeferredModule } from './useDeferredModule';

export const loadTooltip = memoizedImport(() => import('../components/Tooltip'));

type TriggerHandlers = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * The trigger alone until Radix's tooltip has loaded (after the first screen, or as soon as the
 * trigger is pointed at or focused); the trigger's element and size never change.
 */
export function Tooltip(props: TooltipProps) {
  const { module, request } = useDeferredModule(loadTooltip);
  const wantsOpen = props.open === true || props.defaultOpen === true;
  useEffect(() => {
    if (wantsOpen) request();
  }, [wantsOpen, request]);
  if (module) return <module.Tooltip {...props} />;
  const child = props.children as ReactElement<TriggerHandlers>;
  return cloneElement(child, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      child.props.onPointerEnter?.(event);
      request();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      child.props.onFocus?.(event);
      request();
    },
  });
}
