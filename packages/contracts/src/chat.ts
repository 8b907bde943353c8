import { z } from 'zod';
import { Id, IsoDate } from './common';
import { CountryCrisisLines, CRISIS_LANGUAGES } from './crisis';
import { ChatMessageText } from './text';

/**
 * Live chat (spec 001 §2 "Chat dialog", §3, §4, §5, §7, §8, §9).
 *
 * Who may do what is decided by the server from credentials, never from body fields: the visitor
 * is the identity bound to the httpOnly cookie, the missionary is the signed-in account's own
 * profile. The spec's body fields `userAnonymousId`, `senderAnonymousId`, `senderType` and
 * `status` stay accepted so the original client shape parses, but a `userAnonymousId` or
 * `senderAnonymousId` that differs from the cookie's identity is refused (403) and the others are
 * ignored.
 */

/** Spec 001 §2/§9: the 8 topics of the AI helper's picker, in the spec's order. */
export const CHAT_TOPICS = ['grief', 'worry', 'heartbroken', 'lonely', 'fear', 'forgiveness', 'healing', 'direction'] as const;
export const ChatTopic = z.enum(CHAT_TOPICS, { error: 'Unknown chat topic' });
export type ChatTopic = z.infer<typeof ChatTopic>;

/** The English labels; the dialog shows them translated (`chat.topics.<topic>`) and prefixes a text sent under a topic with `[Label] `. */
export const CHAT_TOPIC_LABELS: Record<ChatTopic, string> = {
  grief: 'Grief',
  worry: 'Worry',
  heartbroken: 'Heartbroken',
  lonely: 'Lonely',
  fear: 'Fear',
  forgiveness: 'Forgiveness',
  healing: 'Healing',
  direction: 'Direction',
};

/**
 * Spec 001 §4: the dialog sets a flag when the last missionary message contains the phrase about
 * choosing what is closest to your heart. The AI helper's greeting ends with it (translated), and
 * marks itself with `metadata.askTopic`, which the client should read instead of matching words.
 */
export const CHAT_TOPIC_PROMPT_PHRASE = 'closest to your heart';

/**
 * Stages of an AI helper conversation (`chat_session_states.stage`). `opening` until a topic is
 * chosen and the visitor has written; then listening (reflect and ask), scripture (a verse),
 * prayer (a short prayer), closing (a blessing, the conversation may go on). `crisis` stops the
 * flow: the helper shows crisis lines and offers a human missionary until the room is reviewed.
 */
export const CHAT_STAGES = ['opening', 'listening', 'scripture', 'prayer', 'closing', 'crisis'] as const;
export const ChatStage = z.enum(CHAT_STAGES);
export type ChatStage = z.infer<typeof ChatStage>;

/** Spec 001 §9: the chat recording is wav. Flow caps it at 2 minutes and 5 MB, checked while the upload streams. */
export const CHAT_VOICE_TYPE = 'audio/wav';
export const CHAT_VOICE_MAX_SECONDS = 120;
export const CHAT_VOICE_MAX_BYTES = 5 * 1024 * 1024;
/** A room whose last message is the visitor's and older than this counts as unanswered on the missionary's list (CHAT_UNANSWERED_MINUTES overrides it on the server). */
export const CHAT_UNANSWERED_MINUTES_DEFAULT = 10;
/** Largest page of GET /api/chat-messages/{roomId}; ask again with `after` = the last id to get more. */
export const CHAT_MESSAGES_PAGE = 200;

/** Stable codes (`reason` of an HTTP error, `code` of a socket error); texts under `chatServer.errors.<code>`. */
export const ChatErrorReason = {
  /** Phone numbers, e-mail addresses and links are never sent in chat (the mission's Never list). */
  contactDetails: 'chat_contact_details',
  /** Voice is only for rooms with a human missionary. */
  voiceHumanOnly: 'chat_voice_human_only',
  /** Topics (the 8 of the picker) are only for rooms with an AI helper: a human missionary is simply written to. */
  topicAiOnly: 'chat_topic_ai_only',
  /** Not a wav recording (checked by content, not by the header). */
  voiceType: 'chat_voice_type',
  /** Over 5 MB. */
  voiceTooLarge: 'chat_voice_too_large',
  /** Over 2 minutes. */
  voiceTooLong: 'chat_voice_too_long',
  /** The room is not yours (or does not exist): 403 on HTTP, `authorized: false` on the socket. */
  roomForbidden: 'chat_room_forbidden',
  /** The missionary id does not exist or is not active. */
  missionaryUnavailable: 'chat_missionary_unavailable',
  /** Too many chat messages in a short time. */
  rateLimited: 'rate_limited_chat',
  /** A socket frame that is not JSON or not one of the client messages below. */
  badFrame: 'chat_bad_frame',
  /** The room is closed. */
  roomClosed: 'chat_room_closed',
} as const;
export type ChatErrorReason = (typeof ChatErrorReason)[keyof typeof ChatErrorReason];
export const CHAT_ERROR_REASONS: readonly ChatErrorReason[] = Object.values(ChatErrorReason);
export const chatErrorMessageKey = (code: string) => `chatServer.errors.${code}` as const;

/** The missionary as the dialog shows them (initial, name, Prayer Warrior label; no real name). */
export const ChatMissionary = z.object({
  id: Id,
  displayName: z.string(),
  firstName: z.string(),
  country: z.string(),
  languages: z.array(z.string()),
  isAI: z.boolean(),
  photoUrl: z.string().nullable(),
});
export type ChatMissionary = z.infer<typeof ChatMissionary>;

/** Where an AI helper conversation stands; null for rooms with a human missionary. */
export const ChatSessionState = z.object({
  topic: ChatTopic.nullable(),
  stage: ChatStage,
  turnCount: z.number().int().min(0),
  crisisFlag: z.boolean(),
});
export type ChatSessionState = z.infer<typeof ChatSessionState>;

/** The nine interface languages. */
export const ChatLanguage = z.enum(CRISIS_LANGUAGES);
export type ChatLanguage = z.infer<typeof ChatLanguage>;

export const ChatRoom = z.object({
  id: Id,
  missionary: ChatMissionary,
  status: z.enum(['active', 'closed']),
  lastMessageAt: IsoDate.nullable(),
  createdAt: IsoDate,
  session: ChatSessionState.nullable(),
});
export type ChatRoom = z.infer<typeof ChatRoom>;

/**
 * POST /api/chat-rooms. Idempotent: the visitor's open room with that missionary is answered if
 * there is one (200), else a room is created (201). For an AI helper the first message, its
 * greeting, is written at creation: it says it is an AI and asks for a topic.
 */
export const CreateChatRoomBody = z.object({
  missionaryId: Id,
  /** Spec field; must equal the cookie's identity when sent. */
  userAnonymousId: z.string().max(80).optional(),
  /** Spec field; rooms always start active. */
  status: z.literal('active').optional(),
  /** The visitor's interface language: an AI helper greets in it (then follows what they write). */
  language: ChatLanguage.optional(),
});
export type CreateChatRoomBody = z.infer<typeof CreateChatRoomBody>;

/** Quick replies and follow-up question of an assistant message; the selected topic of a visitor's. Anything else in stored metadata is dropped. */
export const ChatMessageMetadata = z.object({
  selectedTopic: ChatTopic.optional(),
  /** Spec 001 §3: a question the dialog shows under the assistant's message. */
  followUpQuestion: z.string().max(500).optional(),
  /** Spec 001 §3: quick replies, already in the visitor's language; tapping one sends it as a message with `quickReply: true`. */
  suggestions: z.array(z.string().max(200)).max(6).optional(),
  /** The AI helper's stage after this message. */
  stage: ChatStage.optional(),
  /** The AI helper's greeting: the dialog shows the topic picker (spec 001 §4's flag). */
  askTopic: z.boolean().optional(),
  /** Written by an AI helper; every one of its messages is marked so. */
  ai: z.boolean().optional(),
  /** A verse from the bundled scripture, shown as a card. */
  verse: z.object({ text: z.string(), reference: z.string(), source: z.string() }).optional(),
  /** The crisis path: lines for the visitor's country and language, and a human missionary offered. */
  crisis: z
    .object({
      countries: z.array(CountryCrisisLines),
      international: z.object({ name: z.string(), url: z.string() }),
      offerHuman: z.boolean(),
    })
    .optional(),
  /** The message was a tapped quick reply. */
  quickReply: z.boolean().optional(),
  /**
   * The AI answer that was streamed under this id (`message_delta`). However the message reaches
   * a client (live, a socket's catch-up, a page fetched after a reconnect), the draft of that
   * stream is replaced by it: one bubble.
   */
  streamId: z.string().max(64).optional(),
});
export type ChatMessageMetadata = z.infer<typeof ChatMessageMetadata>;

export const ChatMessage = z.object({
  id: Id,
  chatRoomId: Id,
  /** Position in the room, 1, 2, 3...: the order of the conversation, the same on every instance. */
  seq: z.number().int().min(1),
  senderType: z.enum(['user', 'missionary']),
  messageType: z.enum(['text', 'voice']),
  content: z.string().nullable(),
  /** `/api/chat-voice/{messageId}`: answered only to the room's two members. */
  voiceUrl: z.string().nullable(),
  voiceDuration: z.number().int().min(0).nullable(),
  metadata: ChatMessageMetadata.nullable(),
  isRead: z.boolean(),
  /** Written by whoever is asking (the visitor for user messages, the missionary for theirs). */
  isMine: z.boolean(),
  createdAt: IsoDate,
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** GET /api/chat-messages/{roomId}: oldest first. */
export const ChatMessageList = z.array(ChatMessage);
export type ChatMessageList = z.infer<typeof ChatMessageList>;

/**
 * Query of GET /api/chat-messages/{roomId}. Without `after`: the latest CHAT_MESSAGES_PAGE
 * messages. With `after` (a message id of the room): the messages after it, at most a page; ask
 * again with the last id while a full page comes back.
 */
export const ChatMessagesQuery = z.object({ after: Id.optional() });
export type ChatMessagesQuery = z.infer<typeof ChatMessagesQuery>;

/**
 * POST /api/chat-messages: a text message (voice goes through the upload below). The sender is
 * the caller: the visitor by cookie, or the room's missionary by session. An AI helper's answer
 * follows on the socket (message_delta, then new_message) and in the list.
 */
export const SendChatMessageBody = z.object({
  chatRoomId: Id,
  /** At most CHAT_MESSAGE_MAX_LENGTH (2000) characters, the shared content rule. */
  content: ChatMessageText,
  messageType: z.literal('text', { error: 'Voice messages are uploaded to /api/chat-rooms/{roomId}/voice' }).default('text'),
  metadata: z.object({ selectedTopic: ChatTopic.optional() }).optional(),
  /** Spec field: true when a quick reply was tapped. */
  isRead: z.boolean().optional(),
  quickReply: z.boolean().optional(),
  /**
   * A random id the client picks per message (UUID). Sending the same one again after a lost
   * answer returns the stored message instead of posting it twice.
   */
  clientMessageId: z.string().uuid().optional(),
  /** Spec fields; ignored or checked against the credentials (see above). */
  senderType: z.enum(['user', 'missionary']).optional(),
  senderAnonymousId: z.string().max(80).optional(),
});
export type SendChatMessageBody = z.input<typeof SendChatMessageBody>;

/** POST /api/chat-rooms/{roomId}/topic: choose or change the AI helper's topic; the helper answers on the socket. */
export const ChatTopicBody = z.object({ topic: ChatTopic, language: ChatLanguage.optional() });
export type ChatTopicBody = z.infer<typeof ChatTopicBody>;

/** POST /api/chat-rooms/{roomId}/read: marks the other side's messages read. */
export const ChatReadBody = z.object({}).strict();
export const ChatReadResult = z.object({ marked: z.number().int().min(0) });
export type ChatReadResult = z.infer<typeof ChatReadResult>;

/**
 * PUT /api/chat-rooms/{roomId}/voice?clientMessageId=<uuid>: the wav recording as the raw body
 * (`Content-Type: audio/wav`), rooms with a human missionary only. The server checks while it
 * streams: RIFF/WAVE by content, at most 5 MB (413 at the first byte over), at most 2 minutes
 * (duration from the wav header's byte rate, never from the client); nothing is kept on failure.
 * PUT with a raw body so no cross-site form can send it. Answers the stored ChatMessage (201).
 */
export const ChatVoiceQuery = z.object({ clientMessageId: z.string().uuid().optional() });

/** One room on the missionary's chats list (no visitor id: a colour index and a short label). */
export const MissionaryChatRoom = z.object({
  id: Id,
  status: z.enum(['active', 'closed']),
  /** 0–4, stable per room, for the avatar gradient. */
  colorIndex: z.number().int().min(0).max(4),
  createdAt: IsoDate,
  lastMessageAt: IsoDate.nullable(),
  lastMessage: z
    .object({ senderType: z.enum(['user', 'missionary']), messageType: z.enum(['text', 'voice']), preview: z.string().nullable(), createdAt: IsoDate })
    .nullable(),
  unreadCount: z.number().int().min(0),
  /** The visitor wrote last and has waited longer than `unansweredAfterMinutes`. */
  unanswered: z.boolean(),
  /** When the visitor's oldest unanswered message was sent (null when the missionary spoke last). */
  waitingSince: IsoDate.nullable(),
});
export type MissionaryChatRoom = z.infer<typeof MissionaryChatRoom>;

/** GET /api/missionaries/me/chat-rooms: the signed-in missionary's rooms, latest activity first. */
export const MissionaryChatRoomList = z.object({
  unansweredAfterMinutes: z.number().int().min(1),
  rooms: z.array(MissionaryChatRoom),
});
export type MissionaryChatRoomList = z.infer<typeof MissionaryChatRoomList>;

/** GET /api/chat-rooms: the visitor's own rooms (by cookie), latest activity first. */
export const MyChatRoomList = z.array(ChatRoom);
export type MyChatRoomList = z.infer<typeof MyChatRoomList>;

// ---------------------------------------------------------------------------------------------
// The /ws live channel. Every frame is one JSON object with a `type`. The wall's events
// (WallEvent) keep flowing to every socket; the chat frames below come in addition.
// ---------------------------------------------------------------------------------------------

/** Seconds between the server's pings (protocol ping frames and a `ping` frame browsers can see). */
export const CHAT_HEARTBEAT_SECONDS = 25;
/** A socket that sends more than this many frames in 10 seconds is closed (1008). */
export const CHAT_WS_FRAMES_PER_10S = 60;
export const CHAT_WS_MAX_ROOMS_PER_SOCKET = 20;

export const ChatClientFrame = z.discriminatedUnion('type', [
  /**
   * Join a room. Authorized by the identity cookie (the visitor) or the session (the missionary)
   * sent with the socket's handshake; the spec's `userAnonymousId` must match the cookie when sent.
   * With `afterId` (the last message id the client holds) the server first sends, as new_message
   * frames in order, every message after it, then live ones, with none lost or doubled.
   */
  z.object({ type: z.literal('join_room'), roomId: Id, afterId: Id.optional(), userAnonymousId: z.string().max(80).optional() }),
  z.object({ type: z.literal('leave_room'), roomId: Id }),
  /** The signed-in missionary's dashboard: a `room_activity` hint for each message in any of their rooms. */
  z.object({ type: z.literal('watch_rooms') }),
  /** The browser's own heartbeat; answered with `pong`. */
  z.object({ type: z.literal('ping') }),
  /** Answer to the server's `ping`. */
  z.object({ type: z.literal('pong') }),
]);
export type ChatClientFrame = z.infer<typeof ChatClientFrame>;

export const ChatServerFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('joined_room'), roomId: Id, authorized: z.boolean() }),
  /** `streamId` is set when the message completes a streamed AI answer (also in its metadata): replace that draft. */
  z.object({ type: z.literal('new_message'), roomId: Id, message: ChatMessage, streamId: z.string().optional() }),
  /** A piece of an AI helper's answer as it is written; append to the draft `streamId`. */
  z.object({ type: z.literal('message_delta'), roomId: Id, streamId: z.string(), delta: z.string() }),
  /** The draft `streamId` is abandoned (its final text arrives as a new_message anyway). */
  z.object({ type: z.literal('message_aborted'), roomId: Id, streamId: z.string() }),
  /** The AI helper's topic, stage or crisis flag changed. */
  z.object({ type: z.literal('session_state'), roomId: Id, session: ChatSessionState }),
  z.object({ type: z.literal('watching_rooms'), authorized: z.boolean() }),
  /** Something happened in one of the missionary's rooms (a new room, a message): refetch the list. */
  z.object({ type: z.literal('room_activity'), roomId: Id }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('pong') }),
  /** Spec 001 §8: the dialog shows Connection Error / Unable to connect to chat room. Please try again. */
  z.object({ type: z.literal('error'), message: z.string(), code: z.string().optional(), roomId: Id.optional() }),
]);
export type ChatServerFrame = z.infer<typeof ChatServerFrame>;
