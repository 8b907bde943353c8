import type { Meta, StoryObj } from '@storybook/react';
import { OfflineNoticeView } from './OfflineNotice';

const meta = {
  title: 'Shell/PWA/OfflineNotice',
  component: OfflineNoticeView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineNoticeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = { args: { showingSaved: true, waiting: 0 } };
export const OfflineWithWaitingPosts: Story = { args: { showingSaved: true, waiting: 2 } };
export const BackOnlineStillSending: Story = { args: { showingSaved: false, waiting: 1 } };
