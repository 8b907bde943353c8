import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { DashboardView, type DashboardTab } from './DashboardView';
import { freeAccount, freeUsedUp, premiumAccount, sampleHistory, sampleUser } from './fixtures';

function Stateful(props: Omit<React.ComponentProps<typeof DashboardView>, 'onTabChange'>) {
  const [tab, setTab] = useState<DashboardTab>(props.tab);
  return <DashboardView {...props} tab={tab} onTabChange={setTab} />;
}

const meta = {
  title: 'Billing/UserDashboard/DashboardView',
  component: Stateful,
  parameters: { layout: 'fullscreen' },
  args: { user: sampleUser, account: freeAccount, history: sampleHistory, tab: 'overview' },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreeOverview: Story = {};
export const FreeUsedAllPrayers: Story = { args: { account: freeUsedUp } };
export const PremiumOverview: Story = { args: { account: premiumAccount } };
export const FreeSubscription: Story = { args: { tab: 'subscription' } };
export const PremiumSubscription: Story = { args: { account: premiumAccount, tab: 'subscription' } };
export const PrayerHistory: Story = { args: { tab: 'prayer-history' } };
export const PrayerHistoryEmpty: Story = { args: { tab: 'prayer-history', history: { totalCount: 0, items: [] } } };
export const PrayerHistoryLoading: Story = { args: { tab: 'prayer-history', history: undefined, historyLoading: true } };
export const PrayerHistoryError: Story = { args: { tab: 'prayer-history', history: undefined, historyError: new Error('500') } };
export const Settings: Story = { args: { tab: 'settings' } };
export const SettingsWithoutName: Story = { args: { tab: 'settings', user: { ...sampleUser, firstName: null, lastName: null } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
