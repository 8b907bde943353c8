import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { InstallBannerView } from './InstallBanner';

const meta = {
  title: 'Shell/PWA/InstallBanner',
  component: InstallBannerView,
  parameters: { layout: 'fullscreen' },
  args: { onInstall: fn(), onDismiss: fn() },
} satisfies Meta<typeof InstallBannerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InstallPrompt: Story = { args: { ios: false } };
export const IosAddToHomeScreen: Story = { args: { ios: true } };
export const Phone: Story = { args: { ios: false }, globals: { viewport: { value: 'phone' } } };
