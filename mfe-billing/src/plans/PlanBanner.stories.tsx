import type { Meta, StoryObj } from '@storybook/react';
import { PlanBannerView } from './PlanBanner';

const meta = {
  title: 'Billing/Plans/PlanBanner',
  component: PlanBannerView,
  args: { premium: false, onViewPlans: () => undefined, onSupport: () => undefined },
} satisfies Meta<typeof PlanBannerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {};
export const Premium: Story = { args: { premium: true } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
