import type { MissionaryChatRoom } from '@flow/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { ChatRoomList } from './ChatRoomList';

const now = Date.parse('2026-11-25T15:00:00.000Z');
const rooms: MissionaryChatRoom[] = [
  {
    id: 'r1',
    status: 'active',
    colorIndex: 2,
    createdAt: '2026-11-25T14:00:00.000Z',
    lastMessageAt: '2026-11-25T14:35:00.000Z',
    lastMessage: { senderType: 'user', messageType: 'text', preview: 'Could you pray for my mother? She is in hospital.', createdAt: '2026-11-25T14:35:00.000Z' },
    unreadCount: 2,
    unanswered: true,
    waitingSince: '2026-11-25T14:35:00.000Z',
  },
  {
    id: 'r2',
    status: 'active',
    colorIndex: 4,
    createdAt: '2026-11-25T14:50:00.000Z',
    lastMessageAt: '2026-11-25T14:56:00.000Z',
    lastMessage: { senderType: 'user', messageType: 'voice', preview: null, createdAt: '2026-11-25T14:56:00.000Z' },
    unreadCount: 1,
    unanswered: false,
    waitingSince: '2026-11-25T14:56:00.000Z',
  },
  {
    id: 'r3',
    status: 'active',
    colorIndex: 0,
    createdAt: '2026-11-25T12:00:00.000Z',
    lastMessageAt: '2026-11-25T12:10:00.000Z',
    lastMessage: { senderType: 'missionary', messageType: 'text', preview: 'Amen. I will keep praying.', createdAt: '2026-11-25T12:10:00.000Z' },
    unreadCount: 0,
    unanswered: false,
    waitingSince: null,
  },
];

const meta = {
  title: 'Missionary/Chat/ChatRoomList',
  component: ChatRoomList,
  args: { rooms, selectedId: 'r2', now, onSelect: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ChatRoomList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rooms: Story = {};
export const Empty: Story = { args: { rooms: [] } };
