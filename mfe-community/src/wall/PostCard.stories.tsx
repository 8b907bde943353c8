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
