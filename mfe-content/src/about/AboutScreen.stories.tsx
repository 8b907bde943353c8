import type { SiteInfo } from '@flow/contracts';
import type { DonationDialogProps } from '@flow/store';
import { Button, Dialog } from '@flow/ui';
import type { Meta, StoryObj } from '@storybook/react';
import { SWRConfig } from 'swr';
import AboutScreen from './AboutScreen';

const site: SiteInfo = {
  charitiesEmail: null,
  creator: {
    name: 'Ruth Example',
    links: [
      { kind: 'website', label: 'Website', url: 'https://ruth.example/' },
      { kind: 'social', label: 'Instagram', url: 'https://social.example/ruth' },
      { kind: 'music', label: 'Spotify', url: 'https://music.example/ruth' },
      { kind: 'music', label: 'Apple Music', url: 'https://music2.example/ruth' },
    ],
  },
};

/** Stands in for the billing remote's dialog, which the About page loads at run time. */
function StoryDonationDialog({ open, onOpenChange }: DonationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Support Flow Development" closeLabel="Close">
      <Button onClick={() => onOpenChange(false)}>Close</Button>
    </Dialog>
  );
}

const meta = {
  title: 'Content/About/AboutScreen',
  component: AboutScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <Story />
      </SWRConfig>
    ),
  ],
  args: { loadSiteInfo: async () => site, loadDonationDialog: () => Promise.reject(new Error('no dialog')) },
} satisfies Meta<typeof AboutScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today: billing exposes no donation dialog, so there is no donation button. */
export const WithoutDonationDialog: Story = {};
export const WithDonationDialog: Story = { args: { loadDonationDialog: async () => ({ default: StoryDonationDialog }) } };
export const WithoutCreator: Story = { args: { loadSiteInfo: async () => ({ ...site, creator: null }) } };
