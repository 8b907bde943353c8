import { configureApi } from '@flow/api-client';
import type { MissionaryChatRoomList } from '@flow/contracts';
import { initI18n } from '@flow/i18n';
import { toastStore } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { message } from './fixtures';
import { MissionaryChats, useMissionaryChatRooms } from './MissionaryChats';
import { ChatRoomList, minutesWaiting } from './ChatRoomList';

const reply = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) });
const NOW = Date.parse('2026-11-25T15:00:00.000Z');
const list: MissionaryChatRoomList = {
  unansweredAfterMinutes: 10,
  rooms: [
    {
      id: 'room-1',
      status: 'active',
      colorIndex: 2,
      createdAt: '2026-11-25T14:00:00.000Z',
      lastMessageAt: '2026-11-25T14:35:00.000Z',
      lastMessage: { senderType: 'user', messageType: 'text', preview: 'Could you pray for my mother?', createdAt: '2026-11-25T14:35:00.000Z' },
      unreadCount: 1,
      unanswered: true,
      waitingSince: '2026-11-25T14:35:00.000Z',
    },
    {
      id: 'room-2',
      status: 'active',
      colorIndex: 0,
      createdAt: '2026-11-25T13:00:00.000Z',
      lastMessageAt: '2026-11-25T13:10:00.000Z',
      lastMessage: { senderType: 'missionary', messageType: 'voice', preview: null, createdAt: '2026-11-25T13:10:00.000Z' },
      unreadCount: 0,
      unanswered: false,
      waitingSince: null,
    },
  ],
};

beforeAll(() => initI18n({ language: 'en' }));
beforeEach(() => toastStore.setState({ toasts: [] }));

describe('the missionary chats list', () => {
  it('counts whole minutes waited', () => {
    expect(minutesWaiting('2026-11-25T14:35:00.000Z', NOW)).toBe(25);
    expect(minutesWaiting(null, NOW)).toBe(0);
  });

  it('marks a slow answer with how long the visitor has waited, and names voice messages', () => {
    render(
      <UiProvider>
        <ChatRoomList rooms={list.rooms} selectedId={null} now={NOW} onSelect={() => undefined} />
      </UiProvider>,
    );
    const [first, second] = screen.getAllByTestId('chat-room');
    expect(within(first!).getByText('Unanswered for 25 minutes')).toBeInTheDocument();
    expect(within(first!).getByText('Could you pray for my mother?')).toBeInTheDocument();
    expect(within(second!).getByText('Voice message')).toBeInTheDocument();
    expect(within(second!).queryByText(/Unanswered/)).not.toBeInTheDocument();
  });
});

function Harness() {
  const rooms = useMissionaryChatRooms(true);
  return <MissionaryChats rooms={rooms} createSocket={() => ({ readyState: 0, close() {}, send() {} }) as unknown as WebSocket} />;
}

describe('a missionary answering in a room', () => {
  it('opens the conversation, marks it read and sends the reply', async () => {
    const calls: { method: string; url: string; body?: unknown }[] = [];
    const fetchMock = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const u = String(url);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: u, body });
      if (u === '/api/missionaries/me/chat-rooms') return reply(200, list);
      if (u.startsWith('/api/chat-messages/room-1'))
        return reply(200, [message({ id: 'x1', chatRoomId: 'room-1', senderType: 'user', content: 'Could you pray for my mother?' })]);
      if (u === '/api/chat-rooms/room-1/read') return reply(200, { marked: 1 });
      if (u === '/api/chat-messages') return reply(201, message({ id: 'x2', chatRoomId: 'room-1', isMine: true, content: String(body.content) }));
      return reply(404, {});
    });
    configureApi({ fetch: fetchMock as unknown as typeof fetch });
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <UiProvider>
          <Harness />
        </UiProvider>
      </SWRConfig>,
    );
    expect(await screen.findByText('Select a chat to reply.')).toBeInTheDocument();
    fireEvent.click((await screen.findAllByTestId('chat-room'))[0]!);
    expect(await screen.findByText('Could you pray for my mother?', { selector: 'li div' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/chat-rooms/room-1/read' && c.method === 'POST')).toBe(true));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'I am praying for her now.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('I am praying for her now.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/chat-messages')!.body).toMatchObject({ chatRoomId: 'room-1', content: 'I am praying for her now.' });
    expect(screen.getByRole('button', { name: 'Record a voice message' })).toBeInTheDocument();
  });
});
