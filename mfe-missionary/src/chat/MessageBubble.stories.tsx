import type { Meta, StoryObj } from '@storybook/react';
import { greeting, helperAnswer, humanConversation, visitorWorry } from './fixtures';
import { MessageBubble, StreamingBubble } from './MessageBubble';

const meta = {
  title: 'Missionary/Chat/MessageBubble',
  component: MessageBubble,
  args: { message: greeting, senderName: 'Hopeful Barnabas' },
  decorators: [(Story) => <ol style={{ listStyle: 'none', padding: 0, maxWidth: 560 }}>{Story()}</ol>],
} satisfies Meta<typeof MessageBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HelperGreeting: Story = {};
export const Mine: Story = { args: { message: visitorWorry } };
export const VerseAndFollowUp: Story = { args: { message: helperAnswer } };
export const Voice: Story = { args: { message: humanConversation[2]! } };
export const Streaming: Story = { render: () => <StreamingBubble text="It sounds like the worry about" senderName="Hopeful Barnabas" /> };
