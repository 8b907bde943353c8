import type { Meta, StoryObj } from '@storybook/react';
import { ChatHeader } from './ChatHeader';
import { aiMissionary, humanMissionary } from './fixtures';

const meta = { title: 'Missionary/Chat/ChatHeader', component: ChatHeader, args: { missionary: aiMissionary } } satisfies Meta<typeof ChatHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AiHelper: Story = {};
export const Human: Story = { args: { missionary: humanMissionary } };
