import type { Meta, StoryObj } from '@storybook/react';
import { samplePrayers } from '../wall/fixtures';
import { PrayerRequestListView } from './PrayerRequestList';

const meta = {
  title: 'Community/Prayers/PrayerRequestList',
  component: PrayerRequestListView,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof PrayerRequestListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRequests: Story = { args: { state: 'ready', requests: samplePrayers } };
export const Empty: Story = { args: { state: 'ready', requests: [] } };
export const Loading: Story = { args: { state: 'loading' } };
export const Failed: Story = { args: { state: 'error' } };
