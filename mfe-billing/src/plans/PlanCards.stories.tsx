import type { Meta, StoryObj } from '@storybook/react';
import { FreemiumCard, PremiumCard, TestModeNote } from './PlanCards';

function Both() {
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
      <FreemiumCard />
      <PremiumCard>
        <TestModeNote />
      </PremiumCard>
    </div>
  );
}

const meta = { title: 'Billing/Plans/PlanCards', component: Both } satisfies Meta<typeof Both>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {};
