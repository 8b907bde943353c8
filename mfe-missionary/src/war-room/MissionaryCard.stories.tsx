import type { Meta, StoryObj } from '@storybook/react';
import { aiHelper, humanMissionary, pendingBio } from './fixtures';
import { MissionaryCard } from './MissionaryCard';

const meta = {
  title: 'Missionary/War Room/MissionaryCard',
  component: MissionaryCard,
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof MissionaryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AiHelper: Story = { args: { missionary: aiHelper } };
export const Human: Story = { args: { missionary: humanMissionary } };
export const BioAwaitingApproval: Story = { args: { missionary: pendingBio } };
export const ManyLanguages: Story = { args: { missionary: { ...humanMissionary, languages: ['ko', 'ja', 'zh-CN', 'en'] } } };
