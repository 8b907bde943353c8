import type { Meta, StoryObj } from '@storybook/react';
import { CommunityStatsView } from './CommunityStatsWidget';

const meta = {
  title: 'Community/Sidebar/CommunityStats',
  component: CommunityStatsView,
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof CommunityStatsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithVisitors: Story = {
  args: {
    stats: { postsShared: 1284, responsesGiven: 3420, prayersOffered: 9876 },
    visitors: {
      totalVisitors: 2417,
      countries: [
        { country: 'United States', countryCode: 'US', count: 911 },
        { country: 'Brazil', countryCode: 'BR', count: 402 },
        { country: 'United Kingdom', countryCode: 'GB', count: 288 },
        { country: 'Philippines', countryCode: 'PH', count: 201 },
        { country: 'Nigeria', countryCode: 'NG', count: 150 },
        { country: 'India', countryCode: 'IN', count: 120 },
        { country: 'Korea', countryCode: 'KR', count: 99 },
      ],
    },
  },
};
export const Loading: Story = { args: {} };
