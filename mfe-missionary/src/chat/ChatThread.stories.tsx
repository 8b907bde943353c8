import type { Meta, StoryObj } from '@storybook/react';
import { ChatThread } from './ChatThread';
import { humanConversation } from './fixtures';

const noop = () => undefined;
const meta = {
  title: 'Missionary/Chat/ChatThread (missionary side)',
  component: ChatThread,
  args: {
    otherName: 'Visitor',
    emptyText: 'No messages yet',
    status: 'ready',
    roomId: 'room-1',
    messages: humanConversation.map((m) => ({ ...m, isMine: !m.isMine })),
    drafts: [],
    text: '',
    onText: noop,
    onSend: noop,
    sending: false,
    voice: { state: { phase: 'idle' }, sending: false, onStart: noop, onStop: noop, onSend: noop, onCancel: noop },
  },
  decorators: [(Story) => <div style={{ height: 600, maxWidth: 640, display: 'flex', flexDirection: 'column' }}>{Story()}</div>],
} satisfies Meta<typeof ChatThread>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reply: Story = {};
export const Empty: Story = { args: { messages: [] } };
export const Loading: Story = { args: { status: 'loading', messages: [] } };
