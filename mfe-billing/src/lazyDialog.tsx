import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { useEffect, useState, type ComponentType } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * A dialog whose code, and the zod contracts it calls the server with, loads the first time it
 * opens instead of with the page that offers it (issue 17: the home page's plan banner offers two
 * dialogs few visitors open). Once loaded it stays mounted, so closing animates and focus returns
 * to the button that opened it. If the code cannot be fetched (a flaky network), the person is
 * told, the dialog counts as closed, and the next press tries again.
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let cached: ComponentType<P> | null = null;
  function DeferredDialog(props: P) {
    const { t } = useTranslation();
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(() => cached);
    const { open, onOpenChange } = props;
    useEffect(() => {
      if (!open || Loaded) return;
      let live = true;
      load().then(
        (component) => {
          cached = component;
          if (live) setLoaded(() => component);
        },
        () => {
          if (!live) return;
          toast({ title: t('remote.unavailableTitle'), description: t('remote.unavailableText'), variant: 'destructive' });
          onOpenChange(false);
        },
      );
      return () => {
        live = false;
      };
    }, [open, Loaded, onOpenChange, t]);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return DeferredDialog;
}
