import type { IncomingMessage } from 'node:http';
import {
  CHAT_HEARTBEAT_SECONDS,
  CHAT_WS_FRAMES_PER_10S,
  CHAT_WS_MAX_ROOMS_PER_SOCKET,
  ChatClientFrame,
  ChatErrorReason,
  type ChatMessage,
  type ChatServerFrame,
} from '@flow/contracts';
import { WebSocket } from 'ws';
import type { Cache } from '../platform/cache';
import type { Logger } from '../platform/logger';
import { SESSION_ENDED_CHANNEL } from '../platform/session';
import { WS_CLOSE_TOO_MANY } from '../platform/ws';
import { CHAT_CHANNEL, type ChatBusEvent, type ChatEvents } from './chat.events';
import { shapeMessage, type ChatCredentials, type ChatRole, type ChatService } from './chat.service';

/** Spec 001 §8: what the dialog shows for a socket error event. */
export const SOCKET_ERROR_MESSAGE = 'Unable to connect to chat room. Please try again.';
const WS_CLOSE_POLICY = 1008;
/**
 * With Redis, how often the hub compares its rooms' last positions with the database: a message
 * published while this instance's subscription was down (a Redis restart) reaches its sockets
 * within this time even if nothing else is written to the room.
 */
const RECONCILE_MS = 1000;
/** What one socket may have waiting to be sent before it counts as not reading. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * How often (by default) the sessions of signed-in sockets are read again: an ending announced
 * while the pub/sub was down, or a session that idled or aged out, closes its sockets within this
 * time. One session read per signed-in session per period.
 */
export const SESSION_RECHECK_MS = 30_000;
/** Closed because the session that opened it ended (sign-out, expiry): rejoin with new credentials. */
export const WS_CLOSE_SESSION_ENDED = 4401;

/** The socket's credentials and, when a session signed it in, that session's store key. */
export interface SocketCredentials extends ChatCredentials {
  sessionKey: string | null;
}

interface Membership {
  role: ChatRole;
  /** Highest position delivered to this socket. */
  lastSeq: number;
  /** Catching up from the database: live messages wait in `buffer` meanwhile. */
  syncing: boolean;
  buffer: ChatBusEvent[];
}

interface SocketState {
  creds: Promise<SocketCredentials>;
  /** Known once `creds` resolved. */
  sessionKey: string | null;
  rooms: Map<string, Membership>;
  watching: string | null;
  frames: number;
  windowStart: number;
}

/**
 * The chat side of `/ws`. A socket joins rooms it is a member of (the identity cookie or the
 * missionary's session sent with the handshake decides, never a field of the frame), and gets
 * each room's messages in order, exactly once: every message has a position in its room, a
 * socket remembers the last one it got, and anything that arrives out of step (a reconnect with
 * `afterId`, a message the pub/sub lost while Redis was down) is filled in from the database.
 */
export class ChatHub {
  private readonly sockets = new Map<WebSocket, SocketState>();
  private readonly byRoom = new Map<string, Set<WebSocket>>();
  private readonly watchers = new Map<string, Set<WebSocket>>();
  private heartbeat: NodeJS.Timeout | null = null;
  private reconciler: NodeJS.Timeout | null = null;
  private reconciling = false;
  private sessionCheck: NodeJS.Timeout | null = null;
  private rechecking = false;
  private subscription: Promise<() => Promise<void>> | null = null;
  private sessionSubscription: Promise<() => Promise<void>> | null = null;

  constructor(
    private readonly service: ChatService,
    private readonly events: ChatEvents,
    private readonly cache: Cache,
    private readonly logger: Logger,
    private readonly authenticate: (req: IncomingMessage) => Promise<SocketCredentials>,
    private readonly sessionLive: (key: string) => Promise<boolean>,
    private readonly sessionRecheckMs = SESSION_RECHECK_MS,
  ) {}

  /** Resolves once the pub/sub subscription is live. */
  start(): Promise<void> {
    this.events.onLocal((event) => void this.dispatch(event));
    this.subscription = this.cache.subscribe(CHAT_CHANNEL, (raw) => {
      try {
        void this.dispatch(JSON.parse(raw) as ChatBusEvent);
      } catch (err) {
        this.logger.warn({ err: String(err) }, 'unreadable chat event');
      }
    });
    this.heartbeat = setInterval(() => {
      for (const [socket, state] of this.sockets) if (state.rooms.size || state.watching) this.send(socket, { type: 'ping' });
    }, CHAT_HEARTBEAT_SECONDS * 1000).unref();
    if (this.cache.kind === 'redis') this.reconciler = setInterval(() => void this.reconcile(), RECONCILE_MS).unref();
    this.sessionSubscription = this.cache.subscribe(SESSION_ENDED_CHANNEL, (key) => this.endSession(key));
    this.sessionCheck = setInterval(() => void this.recheckSessions(), this.sessionRecheckMs).unref();
    return Promise.all([this.subscription, this.sessionSubscription]).then(() => undefined);
  }

  /** Closes every socket this session signed in; the client reconnects with what it has now. */
  private endSession(key: string): void {
    for (const [socket, state] of this.sockets) {
      if (state.sessionKey === key) socket.close(WS_CLOSE_SESSION_ENDED, 'Session ended');
    }
  }

  private async recheckSessions(): Promise<void> {
    if (this.rechecking) return;
    this.rechecking = true;
    try {
      const keys = new Set<string>();
      for (const state of this.sockets.values()) if (state.sessionKey) keys.add(state.sessionKey);
      for (const key of keys) {
        if (!(await this.sessionLive(key))) this.endSession(key);
      }
    } catch (err) {
      // The store cannot answer (Redis down): not a reason to drop people; the next round asks again.
      this.logger.warn({ err: String(err) }, 'chat socket session re-check failed');
    } finally {
      this.rechecking = false;
    }
  }

  private async reconcile(): Promise<void> {
    if (this.reconciling || this.byRoom.size === 0) return;
    this.reconciling = true;
    try {
      const tops = await this.service.topSeqs([...this.byRoom.keys()]);
      for (const [roomId, top] of tops) {
        for (const socket of this.byRoom.get(roomId) ?? []) {
          const membership = this.sockets.get(socket)?.rooms.get(roomId);
          if (membership && !membership.syncing && membership.lastSeq < top) await this.catchUp(socket, roomId, membership);
        }
      }
    } catch (err) {
      this.logger.warn({ err: String(err) }, 'chat reconciliation failed');
    } finally {
      this.reconciling = false;
    }
  }

  async close(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.reconciler) clearInterval(this.reconciler);
    if (this.sessionCheck) clearInterval(this.sessionCheck);
    for (const subscription of [this.subscription, this.sessionSubscription]) {
      const unsubscribe = await subscription?.catch(() => null);
      await unsubscribe?.().catch(() => undefined);
    }
  }

  connection(socket: WebSocket, req: IncomingMessage): void {
    const state: SocketState = {
      creds: this.authenticate(req).catch(() => ({ anonymousId: null, missionaryId: null, sessionKey: null })),
      sessionKey: null,
      rooms: new Map(),
      watching: null,
      frames: 0,
      windowStart: Date.now(),
    };
    this.sockets.set(socket, state);
    void state.creds.then((creds) => (state.sessionKey = creds.sessionKey));
    socket.on('message', (data) => void this.onFrame(socket, state, String(data)));
    socket.once('close', () => this.forget(socket, state));
  }

  private forget(socket: WebSocket, state: SocketState): void {
    for (const roomId of state.rooms.keys()) this.leave(socket, state, roomId);
    if (state.watching) this.watchers.get(state.watching)?.delete(socket);
    this.sockets.delete(socket);
  }

  private leave(socket: WebSocket, state: SocketState, roomId: string): void {
    state.rooms.delete(roomId);
    const set = this.byRoom.get(roomId);
    set?.delete(socket);
    if (set && set.size === 0) this.byRoom.delete(roomId);
  }

  private send(socket: WebSocket, frame: ChatServerFrame): void {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  }

  private async onFrame(socket: WebSocket, state: SocketState, raw: string): Promise<void> {
    const now = Date.now();
    if (now - state.windowStart > 10_000) {
      state.windowStart = now;
      state.frames = 0;
    }
    if (++state.frames > CHAT_WS_FRAMES_PER_10S) {
      socket.close(WS_CLOSE_POLICY, 'Too many messages');
      return;
    }
    let frame: ChatClientFrame;
    try {
      const parsed = ChatClientFrame.safeParse(JSON.parse(raw));
      if (!parsed.success) throw new Error('bad frame');
      frame = parsed.data;
    } catch {
      this.send(socket, { type: 'error', message: SOCKET_ERROR_MESSAGE, code: ChatErrorReason.badFrame });
      return;
    }
    try {
      switch (frame.type) {
        case 'ping':
          this.send(socket, { type: 'pong' });
          return;
        case 'pong':
          return;
        case 'leave_room':
          this.leave(socket, state, frame.roomId);
          return;
        case 'watch_rooms':
          await this.watch(socket, state);
          return;
        case 'join_room':
          await this.join(socket, state, frame.roomId, frame.afterId, frame.userAnonymousId);
          return;
      }
    } catch (err) {
      this.logger.warn({ err: String(err), type: frame.type }, 'chat frame failed');
      this.send(socket, { type: 'error', message: SOCKET_ERROR_MESSAGE, ...('roomId' in frame ? { roomId: frame.roomId } : {}) });
    }
  }

  private async watch(socket: WebSocket, state: SocketState): Promise<void> {
    const { missionaryId } = await state.creds;
    // Closed while its credentials were read: keeping it would hold a dead socket for good.
    if (!this.sockets.has(socket)) return;
    if (!missionaryId) {
      this.send(socket, { type: 'watching_rooms', authorized: false });
      return;
    }
    state.watching = missionaryId;
    let set = this.watchers.get(missionaryId);
    if (!set) this.watchers.set(missionaryId, (set = new Set()));
    set.add(socket);
    this.send(socket, { type: 'watching_rooms', authorized: true });
  }

  private async join(socket: WebSocket, state: SocketState, roomId: string, afterId: string | undefined, claimedId: string | undefined): Promise<void> {
    const creds = await state.creds;
    // The spec's frame names the visitor; a name that is not the cookie's is refused like a stranger.
    const claimed = claimedId && claimedId !== creds.anonymousId ? { ...creds, anonymousId: null } : creds;
    const found = await this.service.roleIn(roomId, claimed);
    if (!this.sockets.has(socket)) return;
    // A join of a room this socket is still catching up on would only send the same messages twice.
    if (state.rooms.get(roomId)?.syncing) return;
    if (!found || (state.rooms.size >= CHAT_WS_MAX_ROOMS_PER_SOCKET && !state.rooms.has(roomId))) {
      this.send(socket, { type: 'joined_room', roomId, authorized: false });
      return;
    }
    // Listen first, then read what was missed: nothing falls between the two.
    const membership: Membership = { role: found.role, lastSeq: 0, syncing: true, buffer: [] };
    state.rooms.set(roomId, membership);
    let set = this.byRoom.get(roomId);
    if (!set) this.byRoom.set(roomId, (set = new Set()));
    set.add(socket);
    // An id that is not this room's (forged, or another room's) resumes from now, not from the
    // room's first message: replaying a whole history is for GET /api/chat-messages, page by page.
    const resumeAt = afterId ? await this.service.seqOf(roomId, afterId) : 0;
    membership.lastSeq = resumeAt || (await this.service.topSeq(roomId));
    this.send(socket, { type: 'joined_room', roomId, authorized: true });
    await this.catchUp(socket, roomId, membership);
  }

  /** Sends everything after `lastSeq` from the database, then what arrived live meanwhile. */
  private async catchUp(socket: WebSocket, roomId: string, membership: Membership): Promise<void> {
    membership.syncing = true;
    for (;;) {
      // A client that does not read must not make the server hold the room's history for it:
      // past the cap it is closed, and resumes from its last message when it reconnects.
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        socket.close(WS_CLOSE_TOO_MANY, 'Too far behind');
        return;
      }
      const page = await this.service.backlog(roomId, membership.lastSeq, membership.role);
      for (const message of page) this.deliver(socket, roomId, membership, message);
      if (page.length === 0) break;
    }
    const buffered = membership.buffer;
    membership.buffer = [];
    membership.syncing = false;
    for (const event of buffered) await this.toMember(socket, roomId, membership, event);
  }

  private deliver(socket: WebSocket, roomId: string, membership: Membership, message: ChatMessage, streamId?: string): void {
    if (message.seq <= membership.lastSeq) return;
    membership.lastSeq = message.seq;
    // From the database (a catch-up) the live event's stream id is read back from the message.
    const stream = streamId ?? message.metadata?.streamId;
    this.send(socket, { type: 'new_message', roomId, message, ...(stream ? { streamId: stream } : {}) });
  }

  private async toMember(socket: WebSocket, roomId: string, membership: Membership, event: ChatBusEvent): Promise<void> {
    if (membership.syncing) {
      membership.buffer.push(event);
      return;
    }
    switch (event.t) {
      case 'message': {
        if (event.message.seq <= membership.lastSeq) return;
        if (event.message.seq > membership.lastSeq + 1) {
          // A message went missing on the way (pub/sub outage): fill the gap from the database.
          await this.catchUp(socket, roomId, membership);
          return;
        }
        this.deliver(socket, roomId, membership, shapeMessage(event.message, membership.role), event.streamId);
        return;
      }
      case 'delta':
        this.send(socket, { type: 'message_delta', roomId, streamId: event.streamId, delta: event.delta });
        return;
      case 'aborted':
        this.send(socket, { type: 'message_aborted', roomId, streamId: event.streamId });
        return;
      case 'session':
        this.send(socket, { type: 'session_state', roomId, session: event.session });
        return;
    }
  }

  private async dispatch(event: ChatBusEvent): Promise<void> {
    if (event.t === 'activity') {
      for (const socket of this.watchers.get(event.missionaryId) ?? []) this.send(socket, { type: 'room_activity', roomId: event.roomId });
      return;
    }
    const sockets = this.byRoom.get(event.roomId);
    if (!sockets) return;
    await Promise.all(
      [...sockets].map(async (socket) => {
        const membership = this.sockets.get(socket)?.rooms.get(event.roomId);
        if (!membership) return;
        try {
          await this.toMember(socket, event.roomId, membership, event);
        } catch (err) {
          this.logger.warn({ err: String(err), roomId: event.roomId }, 'chat delivery failed');
          this.send(socket, { type: 'error', message: SOCKET_ERROR_MESSAGE, roomId: event.roomId });
        }
      }),
    );
  }

  /** Sockets in at least one room on this instance (tests, benchmarks). */
  roomSocketCount(): number {
    return [...this.sockets.values()].filter((s) => s.rooms.size > 0).length;
  }
}
