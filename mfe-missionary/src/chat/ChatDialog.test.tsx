import { configureApi } from '@flow/api-client';
import type { ChatMessage, ChatRoom } from '@flow/contracts';
import { initI18n } from '@flow/i18n';
import { toastStore } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChatDialog } from './ChatDialog';
import { aiMissionary, crisisMessage, greeting, helperAnswer, humanMissionary, message } from './fixtures';
import type { VoiceRecorderDeps } from './useVoiceRecorder';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: { type: string; roomId?: string }[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  frame(data: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(data) }));
  }
}

const reply = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) });
const roomOf = (isAI: boolean, topic: ChatRoom['session'] extends infer S ? (S extends { topic: infer T } ? T : null) : null = null): ChatRoom => ({
  id: 'room-1',
  missionary: isAI ? aiMissionary : humanMissionary,
  status: 'active',
  lastMessageAt: null,
  createdAt: '2026-11-25T14:00:00.000Z',
  session: isAI ? { topic, stage: 'opening', turnCount: 0, crisisFlag: false } : null,
});

let messages: ChatMessage[];
let room: ChatRoom;
let sendAnswer: (body: Record<string, unknown>) => ReturnType<typeof reply>;
let topicAnswer: (body: Record<string, unknown>) => ReturnType<typeof reply>;
let calls: { method: string; url: string; body?: unknown }[];

beforeAll(() => initI18n({ language: 'en' }));
beforeEach(() => {
  FakeSocket.all = [];
  toastStore.setState({ toasts: [] });
  messages = [greeting];
  room = roomOf(true);
  calls = [];
  sendAnswer = (body) =>
    reply(201, message({ id: `sent-${calls.length}`, senderType: 'user', isMine: true, content: String(body.content), metadata: (body.metadata as ChatMessage['metadata']) ?? null }));
  topicAnswer = (body) => reply(200, { ...room, session: { ...room.session!, topic: body.topic } });
  const fetchMock = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const u = String(url);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, url: u, body });
    if (u === '/api/chat-rooms' && method === 'POST') return reply(201, room);
    if (u.startsWith('/api/chat-messages/room-1')) return reply(200, u.includes('after=') ? [] : messages);
    if (u === '/api/chat-messages' && method === 'POST') return sendAnswer(body);
    if (u === '/api/chat-rooms/room-1/topic') return topicAnswer(body);
    if (u.startsWith('/api/chat-rooms/room-1/voice')) return reply(201, message({ id: 'v1', senderType: 'user', isMine: true, messageType: 'voice', content: null, voiceUrl: '/api/chat-voice/v1', voiceDuration: 3 }));
    return reply(404, {});
  });
  configureApi({ fetch: fetchMock as unknown as typeof fetch });
  Element.prototype.scrollIntoView = jest.fn();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

function open(missionary = aiMissionary, extra: Partial<Parameters<typeof ChatDialog>[0]> = {}) {
  return render(
    <UiProvider>
      <ChatDialog
        missionary={missionary}
        open
        onOpenChange={() => undefined}
        createSocket={() => new FakeSocket() as unknown as WebSocket}
        {...extra}
      />
    </UiProvider>,
  );
}
const lastToast = () => toastStore.getState().toasts[0];
const input = () => screen.getByRole('textbox', { name: 'Your message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

describe('the chat dialog with an AI helper', () => {
  it('creates the room, shows the star, name and Prayer Warrior, and the 8 topics until one is chosen', async () => {
    open();
    expect(await screen.findByText(greeting.content!)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/chat-rooms', body: { missionaryId: 'ai-1', status: 'active' } });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('chat-initial')).toHaveTextContent('★');
    expect(within(dialog).getByText('Hopeful Barnabas')).toBeInTheDocument();
    expect(within(dialog).getByText(/Prayer Warrior/)).toBeInTheDocument();
    const picker = screen.getByTestId('topic-picker');
    expect(within(picker).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Grief', 'Worry', 'Heartbroken', 'Lonely', 'Fear', 'Forgiveness', 'Healing', 'Direction',
    ]);
    expect(screen.queryByRole('button', { name: 'Record a voice message' })).not.toBeInTheDocument();

    fireEvent.click(within(picker).getByRole('button', { name: 'Worry' }));
    expect(await screen.findByTestId('topic-banner')).toHaveTextContent('Topic: Worry');
    expect(screen.queryByTestId('topic-picker')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change Topic' }));
    expect(screen.getByTestId('topic-picker')).toBeInTheDocument();
    expect(within(screen.getByTestId('topic-picker')).getByRole('button', { name: 'Worry' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a text under the topic with the bracketed label, clears the input, and never sends blank text', async () => {
    room = roomOf(true, 'grief');
    open();
    await screen.findByTestId('topic-banner');
    await waitFor(() => expect(input()).toBeEnabled());
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(sendButton()).toBeDisabled();
    fireEvent.submit(input().closest('form')!);
    expect(calls.some((c) => c.url === '/api/chat-messages')).toBe(false);

    fireEvent.change(input(), { target: { value: 'I miss my father' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('[Grief] I miss my father')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/chat-messages')!;
    expect(sent.body).toMatchObject({ chatRoomId: 'room-1', content: '[Grief] I miss my father', messageType: 'text', metadata: { selectedTopic: 'grief' } });
    expect(input()).toHaveValue('');
  });

  it('keeps the text and shows Failed to send message with the server message when sending fails', async () => {
    room = roomOf(true, 'fear');
    sendAnswer = () => reply(422, { error: 'validation_failed', message: 'Message must be at most 2000 characters' });
    open();
    await waitFor(() => expect(input()).toBeEnabled());
    fireEvent.change(input(), { target: { value: 'hello' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(lastToast()?.title).toBe('Failed to send message'));
    expect(lastToast()).toMatchObject({ variant: 'destructive' });
    expect(input()).toHaveValue('hello');
  });

  it('shows the answer as it streams, then the final message with its follow-up question and quick replies', async () => {
    room = roomOf(true, 'worry');
    open();
    await screen.findByText(greeting.content!);
    const socket = FakeSocket.all[0]!;
    act(() => socket.open());
    expect(socket.sent[0]).toMatchObject({ type: 'join_room', roomId: 'room-1', afterId: 'm1' });
    socket.frame({ type: 'message_delta', roomId: 'room-1', streamId: 's1', delta: 'It sounds like ' });
    socket.frame({ type: 'message_delta', roomId: 'room-1', streamId: 's1', delta: 'the worry' });
    expect(screen.getByTestId('chat-streaming')).toHaveTextContent('It sounds like the worry');
    expect(screen.queryByTestId('quick-replies')).not.toBeInTheDocument();
    socket.frame({ type: 'new_message', roomId: 'room-1', streamId: 's1', message: helperAnswer });
    expect(screen.queryByTestId('chat-streaming')).not.toBeInTheDocument();
    expect(screen.getByTestId('follow-up')).toHaveTextContent('What part of it weighs on you most tonight?');
    // The same message again (catch-up after a reconnect) is not shown twice.
    socket.frame({ type: 'new_message', roomId: 'room-1', message: helperAnswer });
    expect(screen.getAllByText(helperAnswer.content!)).toHaveLength(1);

    fireEvent.click(within(screen.getByTestId('quick-replies')).getByRole('button', { name: 'Please pray for me' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/chat-messages')).toBe(true));
    expect(calls.find((c) => c.url === '/api/chat-messages')!.body).toMatchObject({ content: '[Worry] Please pray for me', quickReply: true, isRead: true });
  });

  it('shows Connection Error on a socket error event and on a refused join', async () => {
    open();
    await screen.findByText(greeting.content!);
    const socket = FakeSocket.all[0]!;
    act(() => socket.open());
    socket.frame({ type: 'error', message: 'Room not found' });
    expect(lastToast()).toMatchObject({ title: 'Connection Error', description: 'Unable to connect to chat room. Please try again.' });
    toastStore.setState({ toasts: [] });
    socket.frame({ type: 'joined_room', roomId: 'room-1', authorized: false });
    expect(lastToast()).toMatchObject({ title: 'Connection Error' });
  });

  it('shows the crisis lines and offers a human prayer warrior when the helper stops for danger', async () => {
    messages = [greeting, crisisMessage];
    const onTalkToHuman = jest.fn();
    open(aiMissionary, { onTalkToHuman });
    const panel = await screen.findByTestId('chat-crisis');
    expect(within(panel).getByText(/988 Suicide & Crisis Lifeline/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    fireEvent.click(within(panel).getByRole('button', { name: 'Talk with a human prayer warrior' }));
    expect(onTalkToHuman).toHaveBeenCalled();
  });
});

function fakeVoice(options: { deny?: boolean } = {}) {
  const recorder = {
    state: 'inactive' as RecordingState,
    mimeType: 'audio/webm',
    ondataavailable: null as ((e: { data: Blob }) => void) | null,
    onstop: null as (() => void) | null,
    start() {
      this.state = 'recording';
    },
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['x'], { type: 'audio/webm' }) });
      this.onstop?.();
    },
  };
  const track = { stop: jest.fn() };
  const deps: VoiceRecorderDeps = {
    getUserMedia: () => (options.deny ? Promise.reject(new DOMException('denied', 'NotAllowedError')) : Promise.resolve({ getTracks: () => [track] } as unknown as MediaStream)),
    createRecorder: () => recorder as unknown as MediaRecorder,
    toWav: async () => ({ wav: new Blob([new Uint8Array(64)], { type: 'audio/wav' }), seconds: 3.2 }),
  };
  return { deps, track };
}

describe('the chat dialog with a human missionary', () => {
  beforeEach(() => {
    room = roomOf(false);
    messages = [];
  });

  it('has no topic picker, and shows Recording failed when the microphone is refused', async () => {
    const { deps } = fakeVoice({ deny: true });
    open(humanMissionary, { voiceDeps: deps });
    expect(await screen.findByText('Say hello. Faithful Ruth will reply as soon as they can.')).toBeInTheDocument();
    expect(screen.queryByTestId('topic-picker')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record a voice message' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Record a voice message' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ variant: 'destructive', title: 'Recording failed', description: 'Unable to access microphone. Please check permissions.' }),
    );
  });

  it('records with an m:ss timer, hides the text input while the voice draft exists, previews, and sends the wav', async () => {
    jest.useFakeTimers();
    try {
      const { deps, track } = fakeVoice();
      open(humanMissionary, { voiceDeps: deps });
      await act(async () => void (await jest.advanceTimersByTimeAsync(10)));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Record a voice message' })).toBeEnabled());
      fireEvent.click(screen.getByRole('button', { name: 'Record a voice message' }));
      await act(async () => void (await jest.advanceTimersByTimeAsync(0)));
      expect(screen.getByRole('timer')).toHaveTextContent('Recording 0:00');
      expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
      await act(async () => void (await jest.advanceTimersByTimeAsync(3000)));
      expect(screen.getByRole('timer')).toHaveTextContent('Recording 0:03');
      fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
      await act(async () => void (await jest.advanceTimersByTimeAsync(0)));
      expect(track.stop).toHaveBeenCalled();
      expect(screen.getByTestId('voice-preview')).toHaveTextContent('0:03');
      expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Send voice message' }));
      await act(async () => void (await jest.advanceTimersByTimeAsync(0)));
      const put = calls.find((c) => c.url.startsWith('/api/chat-rooms/room-1/voice'))!;
      expect(put.method).toBe('PUT');
      expect((put.body as Blob).type).toBe('audio/wav');
      expect(await screen.findByText('Voice message (3 s)')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Your message' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops a recording by itself at 2 minutes', async () => {
    jest.useFakeTimers();
    try {
      const { deps } = fakeVoice();
      open(humanMissionary, { voiceDeps: deps });
      await act(async () => void (await jest.advanceTimersByTimeAsync(10)));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Record a voice message' })).toBeEnabled());
      fireEvent.click(screen.getByRole('button', { name: 'Record a voice message' }));
      await act(async () => void (await jest.advanceTimersByTimeAsync(120_000)));
      expect(screen.getByTestId('voice-preview')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

// Spec 001 §2: the topic picker is for AI helpers; a human missionary is simply written to.
describe('topics in a room with a human missionary', () => {
  it('offers no topic picker once the room shows the missionary is human, even if the caller thought otherwise', async () => {
    room = roomOf(false);
    messages = [];
    open({ ...humanMissionary, isAI: true });
    expect(await screen.findByText('Say hello. Faithful Ruth will reply as soon as they can.')).toBeInTheDocument();
    expect(screen.queryByTestId('topic-picker')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record a voice message' })).toBeEnabled());
  });

  it('shows the server’s refusal in the reader’s words and takes the picker away', async () => {
    // The server's English differs on purpose: the toast must be the reader's translation of the reason.
    topicAnswer = () => reply(422, { error: 'validation_failed', reason: 'chat_topic_ai_only', message: 'English from the server' });
    open();
    await waitFor(() => expect(within(screen.getByTestId('topic-picker')).getByRole('button', { name: 'Grief' })).toBeEnabled());
    fireEvent.click(within(screen.getByTestId('topic-picker')).getByRole('button', { name: 'Grief' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ variant: 'destructive', description: 'Topics are for conversations with an AI helper. Just write to your missionary.' }),
    );
    expect(screen.queryByTestId('topic-picker')).not.toBeInTheDocument();
    expect(screen.queryByTestId('topic-banner')).not.toBeInTheDocument();
    expect(input()).toBeInTheDocument();
  });
});
