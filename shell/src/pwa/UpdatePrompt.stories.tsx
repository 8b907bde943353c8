import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { UpdateAvailable } from './UpdatePrompt';

const meta = {
  title: 'Shell/PWA/UpdateAvailable',
  component: UpdateAvailable,
  args: { onRefresh: fn() },
} satisfies Meta<typeof UpdateAvailable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewVersion: Story = {};
