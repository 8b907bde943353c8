import type { Meta, StoryObj } from '@storybook/react';
import { QuickReplies } from './QuickReplies';

const meta = {
  title: 'Missionary/Chat/QuickReplies',
  component: QuickReplies,
  args: { suggestions: ['The fear of losing it', 'Money for my family', 'Please pray for me'], onPick: () => undefined },
} satisfies Meta<typeof QuickReplies>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Suggestions: Story = {};
export const WhileSending: Story = { args: { disabled: true } };
