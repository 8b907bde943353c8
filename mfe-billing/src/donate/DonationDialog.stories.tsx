import type { Meta, StoryObj } from '@storybook/react';
import { DonationDialog } from './DonationDialog';

/** Opens at the amount step; the method and card steps need the BFF (see the e2e test). */
const meta = {
  title: 'Billing/Donate/DonationDialog',
  component: DonationDialog,
  args: { open: true, onOpenChange: () => undefined },
} satisfies Meta<typeof DonationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AmountStep: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
