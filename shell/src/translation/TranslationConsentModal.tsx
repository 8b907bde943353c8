import { useTranslation } from '@flow/i18n';
import {
  closeTranslationConsent,
  grantTranslationConsent,
  revokeTranslationConsent,
  useTranslationConsent,
} from '@flow/store';
import { Button, Dialog, DialogFooter } from '@flow/ui';

/**
 * Spec 000 §4: the consent dialog. Granting saves true and closes it; revoking saves false and
 * closes it. Opened by a Translate press, Auto-translate, or the translation settings.
 */
export function TranslationConsentModal() {
  const { t } = useTranslation();
  const { granted, modalOpen } = useTranslationConsent();
  return (
    <Dialog
      open={modalOpen}
      onOpenChange={(open) => {
        if (!open) closeTranslationConsent();
      }}
      title={t('chrome.translation.consentTitle')}
      description={granted ? t('chrome.translation.grantedText') : t('chrome.translation.consentText')}
      closeLabel={t('common.close')}
      size="sm"
    >
      <DialogFooter>
        {granted ? (
          <>
            <Button variant="outline" onClick={() => revokeTranslationConsent()}>
              {t('chrome.translation.revoke')}
            </Button>
            <Button onClick={closeTranslationConsent}>{t('chrome.translation.keepOn')}</Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={closeTranslationConsent}>
              {t('chrome.translation.notNow')}
            </Button>
            <Button onClick={() => grantTranslationConsent()} data-testid="translation-allow">
              {t('chrome.translation.allow')}
            </Button>
          </>
        )}
      </DialogFooter>
    </Dialog>
  );
}
