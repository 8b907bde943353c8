import type { Meta, StoryObj } from '@storybook/react';
import { Badge } from './Badge';
import { Stack } from './Layout';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Torah' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['default', 'secondary', 'outline', 'success', 'warning', 'destructive', 'premium'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack direction="row" gap={2} wrap align="center">
      <Badge>Bible</Badge>
      <Badge variant="secondary">Human</Badge>
      <Badge variant="outline">Unread</Badge>
      <Badge variant="success">Active</Badge>
      <Badge variant="warning">Pending</Badge>
      <Badge variant="destructive">Crisis</Badge>
      <Badge variant="premium">✨ Premium</Badge>
    </Stack>
  ),
};
