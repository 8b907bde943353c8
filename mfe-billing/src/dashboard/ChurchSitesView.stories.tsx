import type { Meta, StoryObj } from '@storybook/react';
import type { ChurchSite } from '@flow/contracts';
import { ChurchSitesView } from './ChurchSitesView';

const grace: ChurchSite = {
  id: '7c0f5d0e-0000-4000-8000-000000000001',
  name: 'Grace Chapel',
  origins: ['https://grace.example', 'https://www.grace.example'],
  siteKey: 'site_AbCdEfGhIjKlMnOpQrStUvWx',
  showFlowWall: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const stMary: ChurchSite = { ...grace, id: '7c0f5d0e-0000-4000-8000-000000000002', name: 'St Mary’s Parish', origins: ['https://stmary.example'], siteKey: 'site_ZyXwVuTsRqPoNmLkJiHgFeDc', showFlowWall: false };

const meta = {
  title: 'Billing/UserDashboard/ChurchSitesView',
  component: ChurchSitesView,
  args: {
    flowOrigin: 'https://flow.example',
    sites: [grace, stMary],
    onCreate: async () => undefined,
    onRotate: async () => undefined,
    onRemove: async () => undefined,
    confirm: () => true,
  },
} satisfies Meta<typeof ChurchSitesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithSites: Story = {};
export const Empty: Story = { args: { sites: [] } };
export const Loading: Story = { args: { sites: undefined, loading: true } };
export const LoadError: Story = { args: { sites: undefined, error: new Error('500') } };
export const RegistrationRefused: Story = {
  args: {
    sites: [],
    onCreate: async () => {
      throw new Error('You can register at most 20 church sites.');
    },
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
