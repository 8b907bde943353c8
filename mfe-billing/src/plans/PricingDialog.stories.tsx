import type { Meta, StoryObj } from '@storybook/react';
import { freeAccount, premiumAccount } from '../dashboard/fixtures';
import { PricingDialogView } from './PricingDialog';

const meta = {
  title: 'Billing/Plans/PricingDialog',
  component: PricingDialogView,
  args: { open: true, onOpenChange: () => undefined, account: freeAccount, signedIn: true, testMode: false, navigate: () => undefined },
} satisfies Meta<typeof PricingDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {};
export const FreeInTestMode: Story = { args: { testMode: true } };
export const PremiumActive: Story = { args: { account: premiumAccount } };
export const SignedOut: Story = { args: { account: undefined, signedIn: false } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
