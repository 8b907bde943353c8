import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { samplePosts } from './fixtures';
import { PostCard } from './PostCard';
import { PostFeedView } from './PostFeed';

const meta = {
  title: 'Community/Wall/PostFeed',
  component: PostFeedView,
  args: { onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof PostFeedView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const LoadFailed: Story = { args: { state: 'error' } };
export const Empty: Story = { args: { state: 'empty' } };
export const WithPosts: Story = {
  args: { state: 'ready', children: samplePosts.map((p) => <PostCard key={p.id} post={p} />) },
};
