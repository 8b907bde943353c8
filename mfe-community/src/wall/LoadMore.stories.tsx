import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { LoadMore } from './LoadMore';

const meta = {
  title: 'Community/Wall/LoadMore',
  component: LoadMore,
  args: { onLoadMore: fn(), state: 'idle' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof LoadMore>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MoreToLoad: Story = {};
export const Loading: Story = { args: { state: 'loading' } };
export const Loaded: Story = { args: { state: 'loaded' } };
export const Failed: Story = { args: { state: 'failed' } };
export const ReachedTheEnd: Story = { args: { state: 'end' } };
export const PrayerWall: Story = { args: { of: 'prayer', state: 'idle' } };
export const PrayerWallAtItsEnd: Story = { args: { of: 'prayer', state: 'end' } };
