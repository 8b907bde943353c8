import { useTranslation } from '@flow/i18n';
import { toastStore, useToasts } from '@flow/store';
import { Toaster } from '@flow/ui';

/** Renders the shared toast store; any remote can raise a toast through `toast()`. */
export function ToastHost() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <Toaster
      toasts={toasts}
      closeLabel={t('common.close')}
      regionLabel={t('common.notifications')}
      onOpenChange={(id, open) => {
        if (!open) toastStore.getState().dismiss(id);
      }}
    />
  );
}
