import { randomUUID } from 'node:crypto';
import { ChatMessageMetadata, type ChatSessionState, type ChatStage, type ChatTopic, CHAT_STAGES, CHAT_TOPICS } from '@flow/contracts';
import { decodeBool, decodeDate, decodeInt, decodeNullableDate, decodeNullableString, decodeString } from '../platform/db/decode';
import type { Db } from '../platform/db/knex';
import { isUniqueViolation, toDbDate, withTransactionRetry } from '../platform/db/sql';
import { decodeLanguages } from '../missionaries/missionaries.repo';

type Row = Record<string, unknown>;

export interface RoomRecord {
  id: string;
  userAnonymousId: string;
  missionaryId: string;
  status: 'active' | 'closed';
  lastMessageAt: string | null;
  createdAt: string;
}

export interface MissionaryRecord {
  id: string;
  displayName: string;
  name: string;
  country: string;
  languages: string[];
  isAI: boolean;
  isActive: boolean;
  photoUrl: string | null;
  userId: string | null;
}

/** A stored message before it is shaped for one viewer (isMine and the voice URL depend on who asks). */
export interface MessageRecord {
  id: string;
  chatRoomId: string;
  seq: number;
  senderType: 'user' | 'missionary';
  messageType: 'text' | 'voice';
  content: string | null;
  /** The media-store URL of a recording: never sent to clients as is. */
  voiceMedia: string | null;
  voiceDuration: number | null;
  metadata: ChatMessageMetadata | null;
  isRead: boolean;
  clientMessageId: string | null;
  createdAt: string;
}

export interface NewMessage {
  roomId: string;
  senderType: 'user' | 'missionary';
  senderAnonymousId: string | null;
  senderMissionaryId: string | null;
  messageType: 'text' | 'voice';
  content: string | null;
  voiceMedia?: string | null;
  voiceDuration?: number | null;
  metadata?: ChatMessageMetadata | null;
  clientMessageId?: string | null;
}

export interface RoomSummaryRecord extends RoomRecord {
  unreadCount: number;
  last: { senderType: 'user' | 'missionary'; messageType: 'text' | 'voice'; content: string | null; createdAt: string } | null;
  /** The oldest user message after the missionary's last one, if the user spoke last. */
  waitingSince: string | null;
}

const status = (value: unknown): 'active' | 'closed' => (value === 'closed' ? 'closed' : 'active');
const sender = (value: unknown): 'user' | 'missionary' => (value === 'missionary' ? 'missionary' : 'user');

/** Malformed metadata is ignored (spec 001 §8), and only the contract's fields survive. */
export function decodeMetadata(value: unknown): ChatMessageMetadata | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const parsed = ChatMessageMetadata.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function decodeRoom(row: Row): RoomRecord {
  return {
    id: decodeString(row.id),
    userAnonymousId: decodeString(row.user_anonymous_id),
    missionaryId: decodeString(row.missionary_id),
    status: status(row.status),
    lastMessageAt: decodeNullableDate(row.last_message_at),
    createdAt: decodeDate(row.created_at),
  };
}

function decodeMessage(row: Row): MessageRecord {
  return {
    id: decodeString(row.id),
    chatRoomId: decodeString(row.chat_room_id),
    seq: decodeInt(row.seq),
    senderType: sender(row.sender_type),
    messageType: row.message_type === 'voice' ? 'voice' : 'text',
    content: decodeNullableString(row.content),
    voiceMedia: decodeNullableString(row.voice_url),
    voiceDuration: row.voice_duration == null ? null : decodeInt(row.voice_duration),
    metadata: decodeMetadata(row.metadata),
    isRead: decodeBool(row.is_read),
    clientMessageId: decodeNullableString(row.client_message_id),
    createdAt: decodeDate(row.created_at),
  };
}

function decodeSession(row: Row): ChatSessionState {
  const topic = decodeNullableString(row.topic);
  const stage = decodeString(row.stage);
  return {
    topic: topic && (CHAT_TOPICS as readonly string[]).includes(topic) ? (topic as ChatTopic) : null,
    stage: (CHAT_STAGES as readonly string[]).includes(stage) ? (stage as ChatStage) : 'opening',
    turnCount: decodeInt(row.turn_count),
    crisisFlag: decodeBool(row.crisis_flag),
  };
}

const MESSAGE_COLUMNS = [
  'id',
  'chat_room_id',
  'seq',
  'sender_type',
  'message_type',
  'content',
  'voice_url',
  'voice_duration',
  'metadata',
  'is_read',
  'client_message_id',
  'created_at',
];

export class ChatRepo {
  constructor(private readonly db: Db) {}

  async missionary(id: string): Promise<MissionaryRecord | null> {
    const row: Row | undefined = await this.db('missionaries')
      .where({ id })
      .first('id', 'display_name', 'name', 'country', 'languages', 'is_ai', 'is_active', 'profile_image_url', 'user_id');
    if (!row) return null;
    return {
      id: decodeString(row.id),
      displayName: decodeString(row.display_name),
      name: decodeNullableString(row.name) ?? '',
      country: decodeString(row.country),
      languages: decodeLanguages(row.languages),
      isAI: decodeBool(row.is_ai),
      isActive: decodeBool(row.is_active),
      photoUrl: decodeNullableString(row.profile_image_url),
      userId: decodeNullableString(row.user_id),
    };
  }

  async missionaryIdOfUser(userId: string): Promise<string | null> {
    const row: Row | undefined = await this.db('missionaries').where({ user_id: userId }).first('id');
    return row ? decodeString(row.id) : null;
  }

  async room(id: string): Promise<RoomRecord | null> {
    const row: Row | undefined = await this.db('chat_rooms').where({ id }).first();
    return row ? decodeRoom(row) : null;
  }

  async openRoomOf(anonymousId: string, missionaryId: string): Promise<RoomRecord | null> {
    const row: Row | undefined = await this.db('chat_rooms')
      .where({ user_anonymous_id: anonymousId, missionary_id: missionaryId, status: 'active' })
      .orderBy('created_at', 'asc')
      .first();
    return row ? decodeRoom(row) : null;
  }

  async roomsOfVisitor(anonymousId: string): Promise<RoomRecord[]> {
    const rows: Row[] = await this.db('chat_rooms')
      .where({ user_anonymous_id: anonymousId })
      .orderByRaw('COALESCE(last_message_at, created_at) DESC')
      .limit(100);
    return rows.map(decodeRoom);
  }

  /** A room and, for an AI helper, its session state, in one transaction. */
  async createRoom(anonymousId: string, missionaryId: string, withSession: boolean, at: Date): Promise<RoomRecord> {
    const id = randomUUID();
    const stamp = toDbDate(at);
    await this.db.transaction(async (trx) => {
      await trx('chat_rooms').insert({ id, user_anonymous_id: anonymousId, missionary_id: missionaryId, status: 'active', created_at: stamp });
      if (withSession) {
        await trx('chat_session_states').insert({ id: randomUUID(), chat_room_id: id, stage: 'opening', created_at: stamp, updated_at: stamp });
      }
    });
    return { id, userAnonymousId: anonymousId, missionaryId, status: 'active', lastMessageAt: null, createdAt: decodeDate(stamp) };
  }

  async session(roomId: string): Promise<ChatSessionState | null> {
    const row: Row | undefined = await this.db('chat_session_states').where({ chat_room_id: roomId }).first();
    return row ? decodeSession(row) : null;
  }

  async sessionDetails(roomId: string): Promise<(ChatSessionState & { language: string | null; lastTheme: string | null }) | null> {
    const row: Row | undefined = await this.db('chat_session_states').where({ chat_room_id: roomId }).first();
    if (!row) return null;
    return { ...decodeSession(row), language: decodeNullableString(row.language), lastTheme: decodeNullableString(row.last_theme) };
  }

  async updateSession(
    roomId: string,
    change: Partial<{ topic: ChatTopic | null; stage: ChatStage; turnCount: number; crisisFlag: boolean; language: string; lastTheme: string | null; lastEmotion: string | null }>,
    at: Date,
  ): Promise<void> {
    const row: Row = { updated_at: toDbDate(at) };
    if (change.topic !== undefined) row.topic = change.topic;
    if (change.stage !== undefined) row.stage = change.stage;
    if (change.turnCount !== undefined) row.turn_count = change.turnCount;
    if (change.crisisFlag !== undefined) row.crisis_flag = change.crisisFlag;
    if (change.language !== undefined) row.language = change.language;
    if (change.lastTheme !== undefined) row.last_theme = change.lastTheme;
    if (change.lastEmotion !== undefined) row.last_emotion = change.lastEmotion;
    await this.db('chat_session_states').where({ chat_room_id: roomId }).update(row);
  }

  async messageByClientId(roomId: string, clientMessageId: string): Promise<MessageRecord | null> {
    const row: Row | undefined = await this.db('chat_messages')
      .where({ chat_room_id: roomId, client_message_id: clientMessageId })
      .first(MESSAGE_COLUMNS);
    return row ? decodeMessage(row) : null;
  }

  async message(id: string): Promise<MessageRecord | null> {
    const row: Row | undefined = await this.db('chat_messages').where({ id }).first(MESSAGE_COLUMNS);
    return row ? decodeMessage(row) : null;
  }

  /**
   * Stores a message at the next position of its room. Two writers racing for a position: the
   * unique (room, seq) index refuses one, which takes the next. A repeated client id answers the
   * message already stored (`created: false`).
   */
  async insertMessage(m: NewMessage, at: Date): Promise<{ message: MessageRecord; created: boolean }> {
    const id = randomUUID();
    const stamp = toDbDate(at);
    for (let attempt = 0; ; attempt++) {
      try {
        const seq = await withTransactionRetry(this.db, async (trx) => {
          const top: Row | undefined = await trx('chat_messages').where({ chat_room_id: m.roomId }).max({ top: 'seq' }).first();
          const next = (top?.top == null ? 0 : Number(top.top)) + 1;
          await trx('chat_messages').insert({
            id,
            chat_room_id: m.roomId,
            seq: next,
            sender_type: m.senderType,
            sender_anonymous_id: m.senderAnonymousId,
            sender_missionary_id: m.senderMissionaryId,
            message_type: m.messageType,
            content: m.content,
            voice_url: m.voiceMedia ?? null,
            voice_duration: m.voiceDuration ?? null,
            metadata: m.metadata ? JSON.stringify(m.metadata) : null,
            is_read: false,
            client_message_id: m.clientMessageId ?? null,
            created_at: stamp,
          });
          await trx('chat_rooms').where({ id: m.roomId }).update({ last_message_at: stamp });
          return next;
        });
        return {
          created: true,
          message: {
            id,
            chatRoomId: m.roomId,
            seq,
            senderType: m.senderType,
            messageType: m.messageType,
            content: m.content,
            voiceMedia: m.voiceMedia ?? null,
            voiceDuration: m.voiceDuration ?? null,
            metadata: m.metadata ?? null,
            isRead: false,
            clientMessageId: m.clientMessageId ?? null,
            createdAt: decodeDate(stamp),
          },
        };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (m.clientMessageId) {
          const existing = await this.messageByClientId(m.roomId, m.clientMessageId);
          if (existing) return { message: existing, created: false };
        }
        if (attempt >= 20) throw err;
      }
    }
  }

  /** The latest `limit` messages, oldest first. */
  async latest(roomId: string, limit: number): Promise<MessageRecord[]> {
    const rows: Row[] = await this.db('chat_messages')
      .where({ chat_room_id: roomId })
      .orderBy('seq', 'desc')
      .limit(limit)
      .select(MESSAGE_COLUMNS);
    return rows.map(decodeMessage).reverse();
  }

  async after(roomId: string, seq: number, limit: number): Promise<MessageRecord[]> {
    const rows: Row[] = await this.db('chat_messages')
      .where({ chat_room_id: roomId })
      .where('seq', '>', seq)
      .orderBy('seq', 'asc')
      .limit(limit)
      .select(MESSAGE_COLUMNS);
    return rows.map(decodeMessage);
  }

  /** The last position of each room (rooms without messages are left out). */
  async topSeqs(roomIds: string[]): Promise<Map<string, number>> {
    const tops = new Map<string, number>();
    for (let i = 0; i < roomIds.length; i += 500) {
      const rows: Row[] = await this.db('chat_messages').whereIn('chat_room_id', roomIds.slice(i, i + 500)).groupBy('chat_room_id').select('chat_room_id').max({ top: 'seq' });
      for (const r of rows) if (r.top != null) tops.set(decodeString(r.chat_room_id), Number(r.top));
    }
    return tops;
  }

  async markRead(roomId: string, senderType: 'user' | 'missionary'): Promise<number> {
    return this.db('chat_messages').where({ chat_room_id: roomId, sender_type: senderType, is_read: false }).update({ is_read: true });
  }

  /** The missionary's rooms with what the chats list shows, latest activity first. */
  async roomsOfMissionary(missionaryId: string): Promise<RoomSummaryRecord[]> {
    const rows: Row[] = await this.db('chat_rooms')
      .where({ missionary_id: missionaryId })
      .orderByRaw('COALESCE(last_message_at, created_at) DESC')
      .limit(200);
    const rooms = rows.map(decodeRoom);
    if (rooms.length === 0) return [];
    const ids = rooms.map((r) => r.id);
    const unread: Row[] = await this.db('chat_messages')
      .whereIn('chat_room_id', ids)
      .where({ sender_type: 'user', is_read: false })
      .groupBy('chat_room_id')
      .select('chat_room_id')
      .count({ n: '*' });
    const unreadOf = new Map(unread.map((r) => [decodeString(r.chat_room_id), Number(r.n)]));
    const tops: Row[] = await this.db('chat_messages').whereIn('chat_room_id', ids).groupBy('chat_room_id').select('chat_room_id').max({ top: 'seq' });
    const lastReplies: Row[] = await this.db('chat_messages')
      .whereIn('chat_room_id', ids)
      .where({ sender_type: 'missionary' })
      .groupBy('chat_room_id')
      .select('chat_room_id')
      .max({ top: 'seq' });
    const replyOf = new Map(lastReplies.map((r) => [decodeString(r.chat_room_id), Number(r.top)]));
    const pairs = tops.filter((r) => r.top != null).map((r) => [decodeString(r.chat_room_id), Number(r.top)] as const);
    const lastRows: Row[] = pairs.length
      ? await this.db('chat_messages')
          .where((q) => {
            for (const [room, seq] of pairs) q.orWhere((w) => w.where({ chat_room_id: room, seq }));
          })
          .select(MESSAGE_COLUMNS)
      : [];
    const lastOf = new Map(lastRows.map((r) => [decodeString(r.chat_room_id), decodeMessage(r)]));
    // The first visitor message after the missionary's last reply: how long they have waited.
    const waitingPairs = pairs
      .filter(([room]) => lastOf.get(room)?.senderType === 'user')
      .map(([room]) => [room, replyOf.get(room) ?? 0] as const);
    const waitingRows: Row[] = waitingPairs.length
      ? await this.db('chat_messages')
          .where((q) => {
            for (const [room, after] of waitingPairs) q.orWhere((w) => w.where({ chat_room_id: room, sender_type: 'user' }).where('seq', '>', after));
          })
          .groupBy('chat_room_id')
          .select('chat_room_id')
          .min({ first: 'created_at' })
      : [];
    const waitingOf = new Map(waitingRows.map((r) => [decodeString(r.chat_room_id), decodeDate(r.first)]));
    return rooms.map((room) => {
      const last = lastOf.get(room.id);
      return {
        ...room,
        unreadCount: unreadOf.get(room.id) ?? 0,
        last: last ? { senderType: last.senderType, messageType: last.messageType, content: last.content, createdAt: last.createdAt } : null,
        waitingSince: waitingOf.get(room.id) ?? null,
      };
    });
  }
}
