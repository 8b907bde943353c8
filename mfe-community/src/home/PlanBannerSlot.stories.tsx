import type { Meta, StoryObj } from '@storybook/react';
import { provideRemoteLoader } from '@flow/store';
import { PlanBannerSlot } from './PlanBannerSlot';

/**
 * The slot under the welcome banner. The banner itself is in Billing/Plans/PlanBanner; here the
 * billing remote is either on its way (the place is held) or unavailable (the place closes).
 */
const meta = { title: 'Community/Home/PlanBannerSlot', component: PlanBannerSlot } satisfies Meta<typeof PlanBannerSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BillingUnavailable: Story = {
  decorators: [
    (Story) => {
      provideRemoteLoader(async () => {
        throw new Error('billing is down');
      });
      return <Story />;
    },
  ],
};

export const WhileBillingLoads: Story = {
  decorators: [
    (Story) => {
      provideRemoteLoader(() => new Promise(() => undefined));
      return (
        <div style={{ outline: '1px dashed #c4b5fd' }}>
          <Story />
        </div>
      );
    },
  ],
};
