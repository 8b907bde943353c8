import type { Account } from '@flow/contracts';
import { Button, type ButtonAsButtonProps } from '@flow/ui';
import { useState } from 'react';
import { UpgradeDialog } from './UpgradeDialog';

/** Every upgrade button of the dashboards opens the upgrade dialog (spec 001 §2). */
export function UpgradeButton({ account, children, ...rest }: { account: Account | undefined } & Omit<ButtonAsButtonProps, 'onClick'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...rest} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <UpgradeDialog open={open} onOpenChange={setOpen} account={account} />
    </>
  );
}
