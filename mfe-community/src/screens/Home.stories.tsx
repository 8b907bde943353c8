import type { Meta, StoryObj } from '@storybook/react';
import { SWRConfig } from 'swr';
import { samplePosts, samplePrayers } from '../wall/fixtures';
import Home from './Home';

const sampleVisitors = {
  totalVisitors: 2417,
  countries: [
    { country: 'United States', countryCode: 'US', count: 911 },
    { country: 'Brazil', countryCode: 'BR', count: 402 },
    { country: 'United Kingdom', countryCode: 'GB', count: 288 },
  ],
};

// The wall reads its lists through SWR; the story serves them from fixtures.
const meta = {
  title: 'Community/Screens/Home',
  component: Home,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), fallback: {
            // One page of the wall with more to load (the button is shown).
            '/api/wall/posts': { posts: samplePosts, nextCursor: 'more', pages: 1 },
            // The prayer wall, two pages of it loaded so far out of a longer wall.
            '/api/wall/prayer-requests': { requests: samplePrayers, nextCursor: 'more', pages: 2, total: 31 },
            '/api/stats': { postsShared: 1284, responsesGiven: 3420, prayersOffered: 9876 },
            '/api/visitor-stats': sampleVisitors,
          }, revalidateOnMount: false }}>
        <Story />
      </SWRConfig>
    ),
  ],
} satisfies Meta<typeof Home>;
export default meta;
export const WithPosts: StoryObj<typeof meta> = {};
