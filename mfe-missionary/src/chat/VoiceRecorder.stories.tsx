import type { Meta, StoryObj } from '@storybook/react';
import { VoiceRecorder } from './VoiceRecorder';

const noop = () => undefined;
const meta = {
  title: 'Missionary/Chat/VoiceRecorder',
  component: VoiceRecorder,
  args: { state: { phase: 'idle' }, onStart: noop, onStop: noop, onSend: noop, onCancel: noop },
} satisfies Meta<typeof VoiceRecorder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Recording: Story = { args: { state: { phase: 'recording', seconds: 83 } } };
export const Processing: Story = { args: { state: { phase: 'processing' } } };
export const Preview: Story = { args: { state: { phase: 'preview', url: 'data:audio/wav;base64,', seconds: 17 } } };
export const PreviewSending: Story = { args: { state: { phase: 'preview', url: 'data:audio/wav;base64,', seconds: 17 }, sending: true } };
