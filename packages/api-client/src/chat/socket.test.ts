import { backoffDelay } from './backoff';
import { ChatSocket, chatSocketUrl, type ChatSocketStatus } from './socket';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

type Ev = { type: string; roomId?: string };

function setup() {
  FakeSocket.all = [];
  const events: Ev[] = [];
  const statuses: ChatSocketStatus[] = [];
  const onReconnect = jest.fn();
  let last: string | null = null;
  const client = new ChatSocket<Ev>({
    url: 'ws://test/ws',
    parse: (raw) => (raw && typeof raw === 'object' && 'type' in raw ? (raw as Ev) : null),
    onEvent: (e) => events.push(e),
    onStatus: (s) => statuses.push(s),
    onReconnect,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    random: () => 0,
  });
  return { client, events, statuses, onReconnect, setLast: (id: string | null) => (last = id), getLast: () => last };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ChatSocket', () => {
  it('joins a room once open and passes on the events it can parse', () => {
    const { client, events, getLast } = setup();
    client.join('r1', getLast, 'anon_1');
    client.connect();
    const s = FakeSocket.all[0]!;
    expect(s.sent).toEqual([]);
    s.open();
    expect(s.sent).toEqual([{ type: 'join_room', roomId: 'r1', userAnonymousId: 'anon_1' }]);
    s.receive({ type: 'new_message', roomId: 'r1' });
    s.receive('not json');
    s.receive(42);
    expect(events).toEqual([{ type: 'new_message', roomId: 'r1' }]);
  });

  it('reconnects after a drop with backoff, joins again from the last message and asks for a catch-up', () => {
    const { client, statuses, onReconnect, setLast, getLast } = setup();
    client.join('r1', getLast);
    client.connect();
    FakeSocket.all[0]!.open();
    setLast('m7');
    FakeSocket.all[0]!.drop();
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting']);
    expect(FakeSocket.all).toHaveLength(1);
    jest.advanceTimersByTime(backoffDelay(0, () => 0));
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.open();
    expect(FakeSocket.all[1]!.sent).toEqual([{ type: 'join_room', roomId: 'r1', afterId: 'm7' }]);
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('waits longer after each failed attempt, and starts over once connected', () => {
    const { client } = setup();
    client.connect();
    FakeSocket.all[0]!.drop();
    jest.advanceTimersByTime(backoffDelay(0, () => 0));
    FakeSocket.all[1]!.drop();
    jest.advanceTimersByTime(backoffDelay(1, () => 0) - 1);
    expect(FakeSocket.all).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    FakeSocket.all[2]!.open();
    FakeSocket.all[2]!.drop();
    jest.advanceTimersByTime(backoffDelay(0, () => 0));
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('stops for good on close(), and does not rejoin a room it left', () => {
    const { client, getLast } = setup();
    client.join('r1', getLast);
    client.join('r2', getLast);
    client.leave('r1');
    client.connect();
    FakeSocket.all[0]!.open();
    expect(FakeSocket.all[0]!.sent).toEqual([{ type: 'join_room', roomId: 'r2' }]);
    client.leave('r2');
    expect(FakeSocket.all[0]!.sent).toContainEqual({ type: 'leave_room', roomId: 'r2' });
    client.close();
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe('ChatSocket heartbeat and watching', () => {
  it('answers the server ping with pong without passing it on, and watches rooms again after a reconnect', () => {
    const { client, events } = setup();
    client.watchRooms();
    client.connect();
    const s = FakeSocket.all[0]!;
    s.open();
    expect(s.sent).toEqual([{ type: 'watch_rooms' }]);
    s.receive({ type: 'ping' });
    expect(s.sent).toContainEqual({ type: 'pong' });
    expect(events).toEqual([]);
    s.drop();
    jest.advanceTimersByTime(backoffDelay(0, () => 0));
    FakeSocket.all[1]!.open();
    expect(FakeSocket.all[1]!.sent).toEqual([{ type: 'watch_rooms' }]);
  });
});

describe('backoffDelay', () => {
  it('doubles up to the ceiling, with jitter within the upper half', () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(30, () => 1)).toBe(15_000);
  });
});

describe('chatSocketUrl', () => {
  it('is secure when the page is', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'flow.example' })).toBe('wss://flow.example/ws');
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
  });
});
