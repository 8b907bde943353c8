import type { Meta, StoryObj } from '@storybook/react';
import { SandboxCheckout, SandboxPortal } from './SandboxPages';

/** The pages read `?session=` from the address; the stories show the page around it. */
function Pages({ page }: { page: 'checkout' | 'portal' }) {
  return page === 'checkout' ? <SandboxCheckout navigate={() => undefined} /> : <SandboxPortal navigate={() => undefined} />;
}

const meta = {
  title: 'Billing/Sandbox/TestModePages',
  component: Pages,
  parameters: { layout: 'fullscreen' },
  args: { page: 'checkout' },
} satisfies Meta<typeof Pages>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Checkout: Story = {};
export const Portal: Story = { args: { page: 'portal' } };
