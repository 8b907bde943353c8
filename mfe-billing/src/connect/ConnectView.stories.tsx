import type { Meta, StoryObj } from '@storybook/react';
import { ConnectView } from './ConnectView';
import { idleRecorder, sampleMissionaries } from './fixtures';

const meta = {
  title: 'Billing/Connect/ConnectView',
  component: ConnectView,
  parameters: { layout: 'fullscreen' },
  args: {
    gate: { kind: 'open', remaining: 5 },
    missionaries: sampleMissionaries,
    sending: false,
    recorder: idleRecorder,
    onInvalid: () => undefined,
    onSend: () => undefined,
  },
} satisfies Meta<typeof ConnectView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextRequest: Story = { args: { initialMissionaryId: 'm-2', initialText: 'Please pray for my sister as she starts a new treatment next week.' } };
export const VoiceIdle: Story = { args: { initialMode: 'voice', initialMissionaryId: 'm-1' } };
export const VoiceRecording: Story = { args: { initialMode: 'voice', recorder: { ...idleRecorder, state: 'recording', seconds: 73 } } };
export const VoiceReady: Story = { args: { initialMode: 'voice', initialMissionaryId: 'm-1', recorder: { ...idleRecorder, state: 'recorded', seconds: 42 } } };
export const Sending: Story = { args: { sending: true, initialMissionaryId: 'm-2', initialText: 'Please pray for me.' } };
export const LoadingMissionaries: Story = { args: { missionaries: undefined } };
export const NoMissionaries: Story = { args: { missionaries: [] } };
export const SignInRequired: Story = { args: { gate: { kind: 'signed-out' } } };
export const PremiumRequired: Story = { args: { gate: { kind: 'premium-required', onUpgrade: () => undefined } } };
export const QuotaReached: Story = { args: { gate: { kind: 'quota-reached', quota: 8 } } };
export const QuotaReachedNoQuota: Story = { args: { gate: { kind: 'quota-reached', quota: null } } };
export const Phone: Story = { args: { initialMissionaryId: 'm-1' }, globals: { viewport: { value: 'phone' } } };
