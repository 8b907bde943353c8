import type { Meta, StoryObj } from '@storybook/react';
import { sampleQueue } from './fixtures';
import { ModerationView } from './ModerationView';

const meta = {
  title: 'Community/Moderation/ModerationView',
  component: ModerationView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ModerationView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Queue: Story = { args: { state: { kind: 'ready', items: sampleQueue } } };
export const Saving: Story = {
  args: { state: { kind: 'ready', items: sampleQueue.slice(0, 2) }, busy: { 'post:held-self-harm': 'released', 'prayer_request:reported-visible': 'removed' } },
};
export const CrisisLinesSent: Story = {
  args: { state: { kind: 'ready', items: [{ ...sampleQueue[0], authorNoteSent: true }] } },
};
export const Empty: Story = { args: { state: { kind: 'ready', items: [] } } };
export const Loading: Story = { args: { state: { kind: 'loading' } } };
export const LoadError: Story = { args: { state: { kind: 'error' } } };
export const SignedOut: Story = { args: { state: { kind: 'signed-out' } } };
export const NotAllowed: Story = { args: { state: { kind: 'not-allowed' } } };
