import type { Meta, StoryObj } from '@storybook/react';
import { VoiceRecorder } from './VoiceRecorder';

const meta = {
  title: 'Billing/Connect/VoiceRecorder',
  component: VoiceRecorder,
  args: { state: 'idle', seconds: 0, url: null, onStart: () => undefined, onStop: () => undefined, onDelete: () => undefined },
} satisfies Meta<typeof VoiceRecorder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Recording: Story = { args: { state: 'recording', seconds: 65 } };
export const Ready: Story = { args: { state: 'recorded', seconds: 42 } };
