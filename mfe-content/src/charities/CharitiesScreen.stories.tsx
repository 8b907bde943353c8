import type { SiteInfo } from '@flow/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { SWRConfig } from 'swr';
import CharitiesScreen from './CharitiesScreen';

const meta = {
  title: 'Content/Charities/CharitiesScreen',
  component: CharitiesScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <Story />
      </SWRConfig>
    ),
  ],
  args: { loadSiteInfo: async (): Promise<SiteInfo> => ({ charitiesEmail: 'charities@flow.example', creator: null }) },
} satisfies Meta<typeof CharitiesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Directory: Story = {};
/** No charities address configured: Add Your Charity without its button. */
export const WithoutApplicationAddress: Story = { args: { loadSiteInfo: async (): Promise<SiteInfo> => ({ charitiesEmail: null, creator: null }) } };
