import type { Meta, StoryObj } from '@storybook/react';
import { samplePosts } from './fixtures';
import { PostCard } from './PostCard';

const meta = {
  title: 'Community/Wall/PostCard',
  component: PostCard,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof PostCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithGuidanceAndResponses: Story = { args: { post: samplePosts[0] } };
export const WaitingForGuidance: Story = { args: { post: samplePosts[1] } };
/** The author's own post whose contact details were masked: only they see the note and the original. */
export const OwnPostWithContactMasked: Story = {
  args: {
    post: {
      ...samplePosts[1],
      isMine: true,
      content: 'Grateful today — my sister came home from the hospital. Write to me at •••',
      original: 'Grateful today — my sister came home from the hospital. Write to me at ana.lima@example.com',
    },
  },
};
