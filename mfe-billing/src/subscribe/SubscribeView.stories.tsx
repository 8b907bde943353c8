import type { Meta, StoryObj } from '@storybook/react';
import { freeAccount, premiumAccount } from '../dashboard/fixtures';
import { SubscribeView } from './SubscribePage';

const meta = {
  title: 'Billing/Subscribe/SubscribeView',
  component: SubscribeView,
  parameters: { layout: 'fullscreen' },
  args: { account: freeAccount, loading: false, onUpgrade: () => undefined },
} satisfies Meta<typeof SubscribeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {};
export const Loading: Story = { args: { account: undefined, loading: true } };
export const AlreadyPremium: Story = { args: { account: premiumAccount } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
