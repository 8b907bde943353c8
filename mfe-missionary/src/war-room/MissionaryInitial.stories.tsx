import type { Meta, StoryObj } from '@storybook/react';
import { MissionaryInitial } from './MissionaryInitial';

const meta = { title: 'Missionary/War Room/MissionaryInitial', component: MissionaryInitial } satisfies Meta<typeof MissionaryInitial>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AiHelper: Story = { args: { $ai: true, children: '★' } };
export const Person: Story = { args: { $ai: false, children: 'R' } };
export const InTheChatHeader: Story = { args: { $ai: false, $size: 'md', children: 'R' } };
