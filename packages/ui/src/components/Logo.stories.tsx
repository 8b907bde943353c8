import type { Meta, StoryObj } from '@storybook/react';
import { Stack } from './Layout';
import { Logo } from './Logo';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: () => (
    <Stack gap={6} align="start">
      <Logo size="sm" />
      <Logo size="md" />
      <Logo size="lg" />
      <Logo size="xl" />
      <Stack direction="row" gap={4} align="center">
        <Logo size="sm" markOnly />
        <Logo size="md" markOnly />
        <Logo size="lg" markOnly />
        <Logo size={120} markOnly />
      </Stack>
    </Stack>
  ),
};
