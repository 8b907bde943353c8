import type { Meta, StoryObj } from '@storybook/react';
import { Stack } from './Layout';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { label: 'Loading' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: () => (
    <Stack direction="row" gap={4} align="center" style={{ color: '#6B3FBF' }}>
      <Spinner size="sm" label="Loading" />
      <Spinner size="md" label="Loading" />
      <Spinner size="lg" label="Loading" />
      <Spinner size={48} label="Loading" />
    </Stack>
  ),
};
