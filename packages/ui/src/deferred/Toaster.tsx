import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '../components/icons';
import { TOAST_DEFAULT_DURATION, type ToasterProps } from '../components/toastTypes';
import { toastViewportStyles } from '../components/toastViewport';
import { focusRing } from '../internal/styles';
import { memoizedImport, useDeferredModule } from './useDeferredModule';
import { theme } from '../theme';

export const loadToaster = memoizedImport(() => import('../components/Toaster'));

// Radix's default name, with the hotkey its viewport listens for.
const DEFAULT_REGION_LABEL = 'Notifications (F8)';

const Viewport = styled.ol`
  ${toastViewportStyles}
`;

const Plain = styled.li`
  display: flex;
  align-items: start;
  justify-content: space-between;
  gap: ${theme.spacing[3]};
  padding: ${theme.spacing[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.lg};
  pointer-events: auto;
  overflow-wrap: anywhere;

  button {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 2rem;
    height: 2rem;
    padding: 0;
    border: 0;
    border-radius: ${theme.radii.full};
    background: transparent;
    color: inherit;
    cursor: pointer;
    ${focusRing}
  }
`;

/** Closes a toast after its time when Radix (which would do it) could not be loaded. */
function useAutoDismiss({ toasts, onOpenChange }: Pick<ToasterProps, 'toasts' | 'onOpenChange'>, active: boolean) {
  // The host passes a new callback on every render; the timers must not restart with it.
  const close = useRef(onOpenChange);
  close.current = onOpenChange;
  useEffect(() => {
    if (!active) return;
    const timers = toasts
      .filter((t) => t.open)
      .map((t) => setTimeout(() => close.current(t.id, false), t.duration ?? TOAST_DEFAULT_DURATION));
    return () => timers.forEach(clearTimeout);
  }, [toasts, active]);
}

/**
 * The notifications region at once, Radix's toasts after the first screen (or as soon as a
 * toast is raised). Should the chunk fail to load, the toasts still show as plain status
 * messages in the same region, so nothing said to the person is lost.
 */
export function Toaster(props: ToasterProps) {
  const { module, request, failed } = useDeferredModule(loadToaster);
  const hasOpen = props.toasts.some((t) => t.open);
  useEffect(() => {
    if (hasOpen) request();
  }, [hasOpen, request]);
  useAutoDismiss(props, !module && failed);
  if (module) return <module.Toaster {...props} />;
  return (
    <div role="region" aria-label={props.regionLabel ?? DEFAULT_REGION_LABEL} tabIndex={-1} style={{ pointerEvents: hasOpen ? undefined : 'none' }}>
      <Viewport tabIndex={-1}>
        {failed &&
          props.toasts
            .filter((t) => t.open)
            .map((t) => (
              <Plain key={t.id} role="status">
                <span>
                  {t.title ? <strong>{t.title}</strong> : null} {t.description}
                </span>
                <button type="button" aria-label={props.closeLabel} onClick={() => props.onOpenChange(t.id, false)}>
                  <CloseIcon size={16} />
                </button>
              </Plain>
            ))}
      </Viewport>
    </div>
  );
}
