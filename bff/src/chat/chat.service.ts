import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import {
  CHAT_MESSAGES_PAGE,
  ChatErrorReason,
  ErrorCode,
  type ChatMessage,
  type ChatMessageMetadata,
  type ChatRoom,
  type ChatSessionState,
  type ChatTopic,
  type CrisisLinesResult,
  type MissionaryChatRoom,
  type MissionaryChatRoomList,
} from '@flow/contracts';
import type { Language } from '../platform/ai/language';
import { assessCare, hash } from '../platform/ai/offline';
import { AppError, BadRequestError } from '../platform/http/errors';
import { screenContent } from '../reports/screen';
import type { Logger } from '../platform/logger';
import { CHAT_VOICE_FOLDER, type MediaStore } from '../platform/media';
import { hasContactDetails } from '../wall-items/text';
import { AiHelper, helperLanguage, RESTART, replyLanguage } from './ai/helper';
import { toBusMessage, type BusMessage, type ChatEvents } from './chat.events';
import type { ChatRepo, MessageRecord, MissionaryRecord, RoomRecord } from './chat.repo';
import { readWav } from './voice';

/** Who is asking: the identity bound to the browser's cookie and/or the signed-in missionary. */
export interface ChatCredentials {
  anonymousId: string | null;
  missionaryId: string | null;
}

export type ChatRole = 'visitor' | 'missionary';

export const ROOM_FORBIDDEN = 'You do not have access to this chat room.';
export const CONTACT_BLOCKED = 'For everyone’s safety, phone numbers, e-mail addresses and links cannot be shared in chat.';
const VOICE_HUMAN_ONLY = 'Voice messages are only available with human missionaries.';
const MISSIONARY_UNAVAILABLE = 'This missionary is not available for chat.';
export const TOPIC_AI_ONLY = 'Topics are for conversations with an AI helper. Just write to your missionary.';
export const ROOM_CLOSED = 'This chat room is closed.';

export class ChatForbiddenError extends AppError {
  constructor() {
    super(403, ErrorCode.forbidden, ROOM_FORBIDDEN, undefined, {}, ChatErrorReason.roomForbidden);
  }
}

export class ContactDetailsError extends AppError {
  constructor() {
    super(422, ErrorCode.validation, CONTACT_BLOCKED, [{ path: 'content', message: CONTACT_BLOCKED, code: ChatErrorReason.contactDetails }], {}, ChatErrorReason.contactDetails);
  }
}

/** A closed room takes nothing more (409: the request is fine, the room's state refuses it). */
export class ChatRoomClosedError extends AppError {
  constructor() {
    super(409, ErrorCode.conflict, ROOM_CLOSED, undefined, {}, ChatErrorReason.roomClosed);
  }
}

class ChatRuleError extends AppError {
  constructor(message: string, reason: string) {
    super(422, ErrorCode.validation, message, undefined, {}, reason);
  }
}

export interface ChatServiceOptions {
  unansweredMinutes: number;
  /** The crisis lines for an address and language (the crisis module's answer). */
  crisisLines(address: string | undefined, language: Language): CrisisLinesResult;
  /** Asks moderators to review a message about danger or self-harm (and so its room). */
  flagForReview(roomId: string, messageId: string): Promise<void>;
  now?: () => Date;
}

/**
 * Chat rooms between a visitor (their cookie-bound identity) and a missionary (their signed-in
 * session), and the AI helpers' side of the conversation. Only the room's two members read,
 * write or join it; anyone else, and any id that does not exist, gets the same 403.
 */
export class ChatService {
  private readonly now: () => Date;
  /** One AI answer at a time per room (on this instance), so answers follow the messages in order. */
  private readonly answering = new Map<string, Promise<void>>();

  constructor(
    private readonly repo: ChatRepo,
    private readonly media: MediaStore,
    private readonly events: ChatEvents,
    private readonly helper: AiHelper,
    private readonly logger: Logger,
    private readonly options: ChatServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** The member role of these credentials in the room, or null (also for a room that does not exist). */
  async roleIn(roomId: string, creds: ChatCredentials): Promise<{ room: RoomRecord; role: ChatRole } | null> {
    const room = await this.repo.room(roomId);
    if (!room) return null;
    if (creds.missionaryId && creds.missionaryId === room.missionaryId) return { room, role: 'missionary' };
    if (creds.anonymousId && creds.anonymousId === room.userAnonymousId) return { room, role: 'visitor' };
    return null;
  }

  private async member(roomId: string, creds: ChatCredentials): Promise<{ room: RoomRecord; role: ChatRole }> {
    const found = await this.roleIn(roomId, creds);
    if (!found) throw new ChatForbiddenError();
    return found;
  }

  private async missionaryOf(room: RoomRecord): Promise<MissionaryRecord> {
    const missionary = await this.repo.missionary(room.missionaryId);
    if (!missionary) throw new ChatForbiddenError();
    return missionary;
  }

  private async roomView(room: RoomRecord, missionary?: MissionaryRecord): Promise<ChatRoom> {
    const m = missionary ?? (await this.missionaryOf(room));
    return {
      id: room.id,
      status: room.status,
      lastMessageAt: room.lastMessageAt,
      createdAt: room.createdAt,
      missionary: {
        id: m.id,
        displayName: m.displayName,
        firstName: m.isAI ? m.name : m.displayName.split(' ')[0] ?? m.displayName,
        country: m.country,
        languages: m.languages,
        isAI: m.isAI,
        photoUrl: null,
      },
      session: m.isAI ? await this.repo.session(room.id) : null,
    };
  }

  /** The visitor's open room with the missionary, or a new one; an AI helper greets at once. */
  async createRoom(anonymousId: string, missionaryId: string, language: Language): Promise<{ room: ChatRoom; created: boolean }> {
    const missionary = await this.repo.missionary(missionaryId);
    if (!missionary || !missionary.isActive) throw new ChatRuleError(MISSIONARY_UNAVAILABLE, ChatErrorReason.missionaryUnavailable);
    const open = await this.repo.openRoomOf(anonymousId, missionaryId);
    if (open) return { room: await this.roomView(open, missionary), created: false };
    const room = await this.repo.createRoom(anonymousId, missionaryId, missionary.isAI, this.now());
    if (missionary.isAI) {
      await this.repo.updateSession(room.id, { language }, this.now());
      const greeting = this.helper.greeting(missionary.name || missionary.displayName, language);
      await this.store(room, { senderType: 'missionary', senderAnonymousId: null, senderMissionaryId: missionary.id, messageType: 'text', content: greeting.content, metadata: greeting.metadata });
    } else {
      await this.events.publish({ t: 'activity', missionaryId, roomId: room.id });
    }
    const stored = (await this.repo.room(room.id)) ?? room;
    return { room: await this.roomView(stored, missionary), created: true };
  }

  async myRooms(anonymousId: string): Promise<ChatRoom[]> {
    const rooms = await this.repo.roomsOfVisitor(anonymousId);
    return Promise.all(rooms.map((room) => this.roomView(room)));
  }

  async room(roomId: string, creds: ChatCredentials): Promise<ChatRoom> {
    const { room } = await this.member(roomId, creds);
    return this.roomView(room);
  }

  /** Messages oldest first: the latest page, or the page after a message id (resume). */
  async messages(roomId: string, creds: ChatCredentials, afterId?: string): Promise<ChatMessage[]> {
    const { role } = await this.member(roomId, creds);
    let records: MessageRecord[];
    if (afterId) {
      const after = await this.repo.message(afterId);
      if (!after || after.chatRoomId !== roomId) throw new BadRequestError('The message to resume after is not in this room.');
      records = await this.repo.after(roomId, after.seq, CHAT_MESSAGES_PAGE);
    } else {
      records = await this.repo.latest(roomId, CHAT_MESSAGES_PAGE);
    }
    return records.map((m) => shapeMessage(toBusMessage(m), role));
  }

  /** For the socket: the messages after a position, already shaped for the member. */
  async backlog(roomId: string, afterSeq: number, role: ChatRole): Promise<ChatMessage[]> {
    return (await this.repo.after(roomId, afterSeq, CHAT_MESSAGES_PAGE)).map((m) => shapeMessage(toBusMessage(m), role));
  }

  /** The position of a message in its room (0 when it is not a message of that room). */
  async seqOf(roomId: string, messageId: string): Promise<number> {
    const m = await this.repo.message(messageId);
    return m && m.chatRoomId === roomId ? m.seq : 0;
  }

  topSeqs(roomIds: string[]): Promise<Map<string, number>> {
    return this.repo.topSeqs(roomIds);
  }

  async topSeq(roomId: string): Promise<number> {
    const [last] = await this.repo.latest(roomId, 1);
    return last?.seq ?? 0;
  }

  /**
   * A text message from either member. The content filter runs as on every other text the server
   * takes (`screenContent`): contact details are refused (for both sides), profanity is replaced
   * and mild words softened (for both sides). What the filter holds as self-harm is not refused
   * but kept as written: the helper and the reviewers must see what the person said. A visitor
   * writing about danger or self-harm (the filter's verdict or the distress assessment) gets the
   * crisis path: the AI helper stops its flow; with a human missionary their own message carries
   * the crisis lines. Either way the message goes to the moderators.
   */
  async send(
    creds: ChatCredentials,
    input: { chatRoomId: string; content: string; metadata?: { selectedTopic?: ChatTopic }; quickReply?: boolean; clientMessageId?: string },
    address: string | undefined,
  ): Promise<ChatMessage> {
    const { room, role } = await this.member(input.chatRoomId, creds);
    if (room.status !== 'active') throw new ChatRoomClosedError();
    if (input.clientMessageId) {
      const existing = await this.repo.messageByClientId(room.id, input.clientMessageId);
      if (existing) return shapeMessage(toBusMessage(existing), role);
    }
    if (hasContactDetails(input.content)) throw new ContactDetailsError();
    const screened = screenContent(input.content);
    // Tidying alone (a capital, a final stop) is not applied to chat: it is a conversation.
    const content = screened.reworded ? screened.content : input.content;
    const missionary = await this.missionaryOf(room);
    const metadata: ChatMessageMetadata = {};
    if (role === 'visitor' && input.metadata?.selectedTopic) metadata.selectedTopic = input.metadata.selectedTopic;
    if (input.quickReply) metadata.quickReply = true;
    // With a human missionary nobody stops the flow, but the visitor still sees the crisis lines
    // at once (the missionary may be asleep) and the room goes to the moderators, as with a helper.
    // A missionary writing such words is not in the visitor's crisis path, but a moderator looks.
    let flag = role === 'missionary' && screened.held;
    if (role === 'visitor' && !missionary.isAI) {
      const session = await this.repo.sessionDetails(room.id);
      const language = replyLanguage(input.content, helperLanguage(session?.language), false);
      if (screened.held || assessCare(input.content, language).care) {
        const lines = this.options.crisisLines(address, language);
        metadata.crisis = { countries: lines.countries.slice(0, 2), international: lines.international, offerHuman: false };
        flag = true;
      }
    }
    const { message, created } = await this.store(room, {
      senderType: role === 'visitor' ? 'user' : 'missionary',
      senderAnonymousId: role === 'visitor' ? room.userAnonymousId : null,
      senderMissionaryId: role === 'missionary' ? missionary.id : null,
      messageType: 'text',
      content,
      metadata: Object.keys(metadata).length ? metadata : null,
      clientMessageId: input.clientMessageId ?? null,
    });
    if (created && role === 'visitor' && missionary.isAI) {
      this.answerLater(room, missionary, message, input.content, Boolean(input.quickReply), address, screened.held);
    }
    if (created && flag) await this.options.flagForReview(room.id, message.id);
    return shapeMessage(toBusMessage(message), role);
  }

  /** A voice message (human missionaries' rooms only), checked while it streams. */
  async sendVoice(creds: ChatCredentials, roomId: string, body: IncomingMessage, clientMessageId: string | undefined): Promise<ChatMessage> {
    const { room, role } = await this.member(roomId, creds);
    if (room.status !== 'active') throw new ChatRoomClosedError();
    const missionary = await this.missionaryOf(room);
    if (missionary.isAI) throw new ChatRuleError(VOICE_HUMAN_ONLY, ChatErrorReason.voiceHumanOnly);
    if (clientMessageId) {
      const existing = await this.repo.messageByClientId(room.id, clientMessageId);
      if (existing) return shapeMessage(toBusMessage(existing), role);
    }
    const wav = await readWav(body);
    const url = await this.media.put(CHAT_VOICE_FOLDER, wav.bytes, 'wav');
    try {
      const { message } = await this.store(room, {
        senderType: role === 'visitor' ? 'user' : 'missionary',
        senderAnonymousId: role === 'visitor' ? room.userAnonymousId : null,
        senderMissionaryId: role === 'missionary' ? missionary.id : null,
        messageType: 'voice',
        content: null,
        voiceMedia: url,
        voiceDuration: wav.durationSec,
        clientMessageId: clientMessageId ?? null,
      });
      if (message.voiceMedia !== url) await this.media.remove(url);
      return shapeMessage(toBusMessage(message), role);
    } catch (err) {
      await this.media.remove(url).catch(() => undefined);
      throw err;
    }
  }

  /** The recording of a voice message, for the room's two members only. */
  async voice(creds: ChatCredentials, messageId: string): Promise<Buffer> {
    const message = await this.repo.message(messageId);
    if (!message || message.messageType !== 'voice' || !message.voiceMedia) throw new ChatForbiddenError();
    await this.member(message.chatRoomId, creds);
    const bytes = await this.media.get(message.voiceMedia);
    if (!bytes) throw new ChatForbiddenError();
    return bytes;
  }

  /** Chooses or changes the AI helper's topic; the helper answers in the visitor's language. */
  async chooseTopic(creds: ChatCredentials, roomId: string, topic: ChatTopic, language: Language | null): Promise<ChatRoom> {
    const { room, role } = await this.member(roomId, creds);
    const missionary = await this.missionaryOf(room);
    // AI helpers have no account, so a missionary asking is always in a human room: the same answer.
    if (role !== 'visitor' || !missionary.isAI) throw new ChatRuleError(TOPIC_AI_ONLY, ChatErrorReason.topicAiOnly);
    if (room.status !== 'active') throw new ChatRoomClosedError();
    const session = await this.repo.sessionDetails(room.id);
    const lang = language ?? helperLanguage(session?.language);
    if (session?.stage !== 'crisis') {
      await this.repo.updateSession(room.id, { topic, stage: 'listening', language: lang }, this.now());
      const reply = this.helper.topicChosen(topic, lang);
      await this.store(room, { senderType: 'missionary', senderAnonymousId: null, senderMissionaryId: missionary.id, messageType: 'text', content: reply.content, metadata: reply.metadata });
    } else {
      await this.repo.updateSession(room.id, { topic }, this.now());
    }
    await this.publishSession(room.id);
    return this.roomView((await this.repo.room(room.id)) ?? room, missionary);
  }

  async markRead(creds: ChatCredentials, roomId: string): Promise<number> {
    const { room, role } = await this.member(roomId, creds);
    return this.repo.markRead(room.id, role === 'visitor' ? 'missionary' : 'user');
  }

  /** The signed-in missionary's chats list with the rooms waiting longer than the configured minutes. */
  async missionaryRooms(missionaryId: string): Promise<MissionaryChatRoomList> {
    const now = this.now().getTime();
    const limitMs = this.options.unansweredMinutes * 60_000;
    const rooms = await this.repo.roomsOfMissionary(missionaryId);
    return {
      unansweredAfterMinutes: this.options.unansweredMinutes,
      rooms: rooms.map((room): MissionaryChatRoom => ({
        id: room.id,
        status: room.status,
        colorIndex: hash(room.id) % 5,
        createdAt: room.createdAt,
        lastMessageAt: room.lastMessageAt,
        lastMessage: room.last
          ? { senderType: room.last.senderType, messageType: room.last.messageType, preview: room.last.content ? room.last.content.slice(0, 120) : null, createdAt: room.last.createdAt }
          : null,
        unreadCount: room.unreadCount,
        waitingSince: room.waitingSince,
        unanswered: room.waitingSince !== null && now - Date.parse(room.waitingSince) >= limitMs,
      })),
    };
  }

  async missionaryIdOfUser(userId: string): Promise<string | null> {
    return this.repo.missionaryIdOfUser(userId);
  }

  /** Waits for the AI answers this instance is writing (shutdown, tests). */
  async drain(): Promise<void> {
    while (this.answering.size) await Promise.all([...this.answering.values()]);
  }

  private async store(room: RoomRecord, m: Omit<Parameters<ChatRepo['insertMessage']>[0], 'roomId'>, streamId?: string) {
    const result = await this.repo.insertMessage({ ...m, roomId: room.id }, this.now());
    if (result.created) {
      await this.events.publish({ t: 'message', roomId: room.id, missionaryId: room.missionaryId, message: toBusMessage(result.message), ...(streamId ? { streamId } : {}) });
      await this.events.publish({ t: 'activity', missionaryId: room.missionaryId, roomId: room.id });
    }
    return result;
  }

  private async publishSession(roomId: string): Promise<void> {
    const session = await this.repo.session(roomId);
    if (session) await this.events.publish({ t: 'session', roomId, session });
  }

  private answerLater(
    room: RoomRecord,
    missionary: MissionaryRecord,
    message: MessageRecord,
    text: string,
    quickReply: boolean,
    address: string | undefined,
    selfHarm: boolean,
  ): void {
    const previous = this.answering.get(room.id) ?? Promise.resolve();
    const next = previous
      .then(() => this.answer(room, missionary, message, { text, quickReply, selfHarm }, address))
      .catch((err: unknown) => this.logger.error({ err, roomId: room.id }, 'the AI helper could not answer'))
      .finally(() => {
        if (this.answering.get(room.id) === next) this.answering.delete(room.id);
      });
    this.answering.set(room.id, next);
  }

  private async answer(
    room: RoomRecord,
    missionary: MissionaryRecord,
    message: MessageRecord,
    { text, quickReply, selfHarm }: { text: string; quickReply: boolean; selfHarm: boolean },
    address: string | undefined,
  ): Promise<void> {
    const session = await this.repo.sessionDetails(room.id);
    if (!session) return;
    const language = replyLanguage(text, helperLanguage(session.language), quickReply);
    const topic = message.metadata?.selectedTopic ?? session.topic;
    const streamId = randomUUID();
    const publishing: Array<Promise<void>> = [];
    const reply = await this.helper.reply({
      text,
      selfHarm,
      state: { topic, stage: session.stage, turnCount: session.turnCount, crisisFlag: session.crisisFlag, language, lastTheme: session.lastTheme },
      crisisLines: (lang) => this.options.crisisLines(address, lang),
      onDelta: (delta) => {
        publishing.push(
          delta === RESTART ? this.events.publish({ t: 'aborted', roomId: room.id, streamId }) : this.events.publish({ t: 'delta', roomId: room.id, streamId, delta }),
        );
      },
    });
    await Promise.all(publishing);
    await this.repo.updateSession(
      room.id,
      { topic, stage: reply.next.stage, turnCount: reply.next.turnCount, crisisFlag: reply.next.crisisFlag, lastTheme: reply.next.lastTheme, lastEmotion: reply.next.emotion, language },
      this.now(),
    );
    // The stream's id is stored with the answer, so every path that brings it (not only this live
    // event) lets the client put it in place of the draft, recovered or not.
    await this.store(
      room,
      { senderType: 'missionary', senderAnonymousId: null, senderMissionaryId: missionary.id, messageType: 'text', content: reply.content, metadata: { ...reply.metadata, streamId } },
      streamId,
    );
    await this.publishSession(room.id);
    if (reply.crisis && !session.crisisFlag) await this.options.flagForReview(room.id, message.id);
  }
}

/** A stored message as one member sees it: isMine, and a voice URL only they can open. */
export function shapeMessage(m: BusMessage, role: ChatRole): ChatMessage {
  return {
    id: m.id,
    chatRoomId: m.chatRoomId,
    seq: m.seq,
    senderType: m.senderType,
    messageType: m.messageType,
    content: m.content,
    voiceUrl: m.messageType === 'voice' ? `/api/chat-voice/${m.id}` : null,
    voiceDuration: m.voiceDuration,
    metadata: m.metadata,
    isRead: m.isRead,
    isMine: (role === 'visitor') === (m.senderType === 'user'),
    createdAt: m.createdAt,
  };
}

export type { ChatSessionState };
