import type { Account } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Button, CheckIcon, Dialog, DialogFooter, theme } from '@flow/ui';
import styled from 'styled-components';
import { goTo, usePaymentsMode, useUpgrade, type Navigate } from './api';
import { PREMIUM_FEATURES, TestModeNote } from './PlanCards';

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.spacing[2]};
  li {
    display: flex;
    gap: ${theme.spacing[2]};
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${theme.colors.success};
  }
`;

export interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: Account | undefined;
  navigate?: Navigate;
}

/**
 * Spec 001 §2: the upgrade dialog opened from the upgrade buttons. It leads to the checkout; the
 * success (Welcome to Premium! ✨) is shown when the checkout returns with subscription=success.
 */
export function UpgradeDialog({ open, onOpenChange, account, navigate = goTo }: UpgradeDialogProps) {
  const { t } = useTranslation();
  const { start, pending } = useUpgrade(account, navigate);
  const mode = usePaymentsMode();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('plans.upgradeDialog.title')} description={t('plans.upgradeDialog.description')} closeLabel={t('common.close')}>
      <Features>
        {PREMIUM_FEATURES.map((key) => (
          <li key={key}>
            <CheckIcon size={16} aria-hidden="true" />
            {t(`plans.premium.features.${key}`)}
          </li>
        ))}
      </Features>
      {mode.data?.mode === 'sandbox' && <TestModeNote />}
      <DialogFooter>
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {t('plans.upgradeDialog.notNow')}
        </Button>
        <Button onClick={() => void start()} disabled={pending} data-testid="upgrade-continue">
          {pending ? t('plans.settingUp') : t('plans.upgradeDialog.continue')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
