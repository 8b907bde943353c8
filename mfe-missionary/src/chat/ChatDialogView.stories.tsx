import { useTranslation } from '@flow/i18n';
import { Toaster } from '@flow/ui';
import type { Meta, StoryObj } from '@storybook/react';
import { ChatDialogView, type ChatDialogViewProps } from './ChatDialogView';
import { aiMissionary, conversation, crisisMessage, greeting, humanConversation, humanMissionary, visitorWorry } from './fixtures';

const noop = () => undefined;
const base: ChatDialogViewProps = {
  open: true,
  onOpenChange: noop,
  missionary: aiMissionary,
  status: 'ready',
  roomId: 'room-1',
  messages: [],
  drafts: [],
  text: '',
  onText: noop,
  onSend: noop,
  sending: false,
};
const topics = (current: ChatDialogViewProps['topics'] extends infer T ? (T extends { current: infer C } ? C : null) : null, picking = false) => ({
  current,
  picking,
  onChoose: noop,
  onChange: noop,
});

const meta = {
  title: 'Missionary/Chat/ChatDialog',
  component: ChatDialogView,
  args: base,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', roomId: null, topics: topics(null) } };
export const EmptyHuman: Story = { args: { missionary: humanMissionary, voice: { state: { phase: 'idle' }, sending: false, onStart: noop, onStop: noop, onSend: noop, onCancel: noop } } };
export const TopicPicker: Story = { args: { messages: [greeting], topics: topics(null) } };
export const ChangingTopic: Story = { args: { messages: conversation, topics: topics('worry', true) } };
export const Conversation: Story = { args: { messages: conversation, topics: topics('worry'), onQuickReply: noop, text: 'Thank you' } };
export const Streaming: Story = {
  args: { messages: [greeting, visitorWorry], drafts: [{ streamId: 's1', text: 'It sounds like the worry about your work follows you' }], topics: topics('worry'), onQuickReply: noop },
};
export const Sending: Story = { args: { messages: [greeting], topics: topics('grief'), text: 'I miss my father', sending: true } };
export const HumanConversation: Story = {
  args: {
    missionary: humanMissionary,
    messages: humanConversation,
    voice: { state: { phase: 'idle' }, sending: false, onStart: noop, onStop: noop, onSend: noop, onCancel: noop },
  },
};
export const VoiceRecording: Story = {
  args: { ...HumanConversation.args, voice: { state: { phase: 'recording', seconds: 42 }, sending: false, onStart: noop, onStop: noop, onSend: noop, onCancel: noop } },
};
export const VoiceDraft: Story = {
  args: {
    ...HumanConversation.args,
    voice: { state: { phase: 'preview', url: 'data:audio/wav;base64,', seconds: 17 }, sending: false, onStart: noop, onStop: noop, onSend: noop, onCancel: noop },
  },
};
export const Crisis: Story = {
  args: { messages: [greeting, crisisMessage], topics: topics('lonely'), crisis: crisisMessage.metadata!.crisis!, onTalkToHuman: noop },
};
export const Reconnecting: Story = { args: { messages: conversation, topics: topics('worry'), reconnecting: true } };

function WithToast({ title, description, ...props }: ChatDialogViewProps & { title: string; description: string }) {
  const { t: translate } = useTranslation();
  // The descriptions are keys, or a server's message as it would arrive.
  const t = translate as (key: string) => string;
  return (
    <>
      <ChatDialogView {...props} />
      <Toaster toasts={[{ id: 'e', open: true, variant: 'destructive', title: t(title), description: t(description) }]} onOpenChange={noop} closeLabel={t('common.close')} />
    </>
  );
}
export const SendFailed: Story = {
  args: { messages: [greeting], topics: topics('fear'), text: 'Please pray for me' },
  render: (args) => <WithToast {...args} title="chat.sendFailed" description="Message must be at most 2000 characters" />,
};
export const ConnectionError: Story = {
  args: { status: 'error', topics: topics(null) },
  render: (args) => <WithToast {...args} title="chat.connectionErrorTitle" description="chat.connectionErrorText" />,
};
export const RecordingFailed: Story = {
  args: HumanConversation.args,
  render: (args) => <WithToast {...args} title="chat.recordingFailedTitle" description="chat.recordingFailedText" />,
};
export const VoiceSendFailed: Story = {
  args: VoiceDraft.args,
  render: (args) => <WithToast {...args} title="chat.voiceFailedTitle" description="chat.voiceFailedText" />,
};
