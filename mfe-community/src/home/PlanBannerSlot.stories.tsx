import type { Meta, StoryObj } from '@storybook/react';
import { PlanBannerSlot } from './PlanBannerSlot';

/**
 * Outside the shell there is no federation runtime, so the slot renders nothing: this is what
 * the home page looks like when the billing remote is unavailable (the banner itself is in
 * Billing/Plans/PlanBanner).
 */
const meta = { title: 'Community/Home/PlanBannerSlot', component: PlanBannerSlot } satisfies Meta<typeof PlanBannerSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BillingUnavailable: Story = {};
