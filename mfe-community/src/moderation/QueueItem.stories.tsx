import type { Meta, StoryObj } from '@storybook/react';
import { sampleQueue } from './fixtures';
import { QueueItem } from './QueueItem';

const meta = {
  title: 'Community/Moderation/QueueItem',
  component: QueueItem,
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
  args: { busy: null, onDecide: () => {}, onNoteAuthor: () => {} },
} satisfies Meta<typeof QueueItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeldForSelfHarm: Story = { args: { item: sampleQueue[0] } };
export const ReportedStillVisible: Story = { args: { item: sampleQueue[1] } };
export const HiddenByReports: Story = { args: { item: sampleQueue[2] } };
export const FlaggedForAttention: Story = { args: { item: sampleQueue[3] } };
export const MissionaryBio: Story = { args: { item: sampleQueue[4] } };
// An inline picture: stories make no network calls.
const photo = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="#c4b5fd"/><circle cx="120" cy="95" r="45" fill="#7c3aed"/><rect x="50" y="155" width="140" height="70" rx="35" fill="#7c3aed"/></svg>')}`;
export const MissionaryPhoto: Story = {
  args: { item: { ...sampleQueue[4], itemType: 'missionary_photo', itemId: 'photo', text: photo } },
};
export const Releasing: Story = { args: { item: sampleQueue[1], busy: 'released' } };
