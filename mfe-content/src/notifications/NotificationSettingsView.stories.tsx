import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { NotificationSettingsView } from './NotificationSettingsView';

const meta = {
  title: 'Content/NotificationSettings',
  component: NotificationSettingsView,
  parameters: { layout: 'fullscreen' },
  args: { onToggle: fn(), onTimeChange: fn(), onTest: fn(), settings: { enabled: false, time: '08:00' }, permission: 'default' },
} satisfies Meta<typeof NotificationSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OffNotSet: Story = {};
export const EnabledAndGranted: Story = { args: { settings: { enabled: true, time: '07:30' }, permission: 'granted' } };
export const Blocked: Story = { args: { permission: 'denied' } };
export const Phone: Story = { args: { settings: { enabled: true, time: '21:00' }, permission: 'granted' }, globals: { viewport: { value: 'phone' } } };
