import type { ChatClientFrame } from '@flow/contracts';
import { backoffDelay } from './backoff';

/** The live channel's state, for a quiet "reconnecting" hint in the dialog. */
export type ChatSocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';


export interface ChatSocketOptions<E> {
  /** Full ws:// or wss:// URL; by default /ws on the page's own host, secure when the page is. */
  url?: string;
  /** Parses one frame; frames it returns null for (other features' events, garbage) are ignored. */
  parse(data: unknown): E | null;
  onEvent(event: E): void;
  onStatus?(status: ChatSocketStatus): void;
  /** Called after every open except the first, once the rooms were joined again. */
  onReconnect?(): void;
  createSocket?(url: string): WebSocket;
  random?(): number;
}

/** Spec 001 §7: a socket at path /ws, secure when the page is secure. */
export function chatSocketUrl(loc: Pick<Location, 'protocol' | 'host'> = location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}

/**
 * One live connection for any number of chat rooms. Every (re)open joins each room again,
 * naming the last message the page already has (`afterId`), so the server first sends what was missed; the
 * page also refetches on `onReconnect` and merges by id, so nothing is lost or shown twice.
 * A dropped connection comes back with jittered exponential backoff until `close()`.
 */
export class ChatSocket<E> {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private opened = false;
  private closed = false;
  private watching = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly rooms = new Map<string, { userAnonymousId?: string; lastMessageId: () => string | null }>();

  constructor(private readonly options: ChatSocketOptions<E>) {}

  connect(): void {
    if (this.closed || this.socket) return;
    this.options.onStatus?.(this.opened ? 'reconnecting' : 'connecting');
    const url = this.options.url ?? chatSocketUrl();
    const socket = this.options.createSocket ? this.options.createSocket(url) : new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.opened;
      this.opened = true;
      this.attempt = 0;
      this.options.onStatus?.('open');
      for (const roomId of this.rooms.keys()) this.sendJoin(roomId);
      if (this.watching) this.send({ type: 'watch_rooms' });
      if (reconnected) this.options.onReconnect?.();
    };
    socket.onmessage = (e: MessageEvent) => {
      let raw: unknown;
      try {
        raw = JSON.parse(String(e.data));
      } catch {
        return;
      }
      // The server's visible heartbeat: answering keeps proxies from closing an idle socket.
      if (raw && typeof raw === 'object' && (raw as { type?: unknown }).type === 'ping') {
        this.send({ type: 'pong' });
        return;
      }
      const event = this.options.parse(raw);
      if (event !== null) this.options.onEvent(event);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.closed) return;
      this.options.onStatus?.('reconnecting');
      this.timer = setTimeout(() => {
        this.timer = null;
        this.connect();
      }, backoffDelay(this.attempt++, this.options.random));
    };
    // An error is always followed by close, which schedules the retry.
    socket.onerror = () => undefined;
  }

  /** Joins a room now if connected, and again after every reconnect. */
  join(roomId: string, lastMessageId: () => string | null, userAnonymousId?: string): void {
    this.rooms.set(roomId, { userAnonymousId, lastMessageId });
    this.sendJoin(roomId);
  }

  leave(roomId: string): void {
    if (this.rooms.delete(roomId)) this.send({ type: 'leave_room', roomId });
  }

  /** The missionary's chats list: a room_activity frame for each message in any of their rooms. */
  watchRooms(): void {
    this.watching = true;
    this.send({ type: 'watch_rooms' });
  }

  /** Sends a frame if the socket is open; frames sent while closed are dropped (joins are redone on open). */
  send(frame: ChatClientFrame): void {
    const socket = this.socket;
    if (socket && socket.readyState === 1) socket.send(JSON.stringify(frame));
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
    this.options.onStatus?.('closed');
  }

  private sendJoin(roomId: string): void {
    const room = this.rooms.get(roomId);
    if (!room) return;
    const frame: ChatClientFrame = { type: 'join_room', roomId };
    if (room.userAnonymousId) frame.userAnonymousId = room.userAnonymousId;
    const last = room.lastMessageId();
    if (last) frame.afterId = last;
    this.send(frame);
  }
}
