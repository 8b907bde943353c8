import type { Meta, StoryObj } from '@storybook/react';
import { freeAccount } from '../dashboard/fixtures';
import { UpgradeDialog } from './UpgradeDialog';

const meta = {
  title: 'Billing/Plans/UpgradeDialog',
  component: UpgradeDialog,
  args: { open: true, onOpenChange: () => undefined, account: freeAccount, navigate: () => undefined },
} satisfies Meta<typeof UpgradeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
