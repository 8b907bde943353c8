import type { Meta, StoryObj } from '@storybook/react';
import { SWRConfig } from 'swr';
import { samplePosts } from '../wall/fixtures';
import Home from './Home';

// The wall reads /api/posts through SWR; the story serves it from fixtures.
const meta = {
  title: 'Community/Screens/Home',
  component: Home,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), fallback: { '/api/posts': samplePosts }, revalidateOnMount: false }}>
        <Story />
      </SWRConfig>
    ),
  ],
} satisfies Meta<typeof Home>;
export default meta;
export const WithPosts: StoryObj<typeof meta> = {};
