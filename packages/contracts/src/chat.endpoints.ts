import { z } from 'zod';
import {
  ChatMessage,
  ChatMessageList,
  ChatReadBody,
  ChatReadResult,
  ChatRoom,
  ChatTopicBody,
  CreateChatRoomBody,
  MissionaryChatRoomList,
  MyChatRoomList,
  SendChatMessageBody,
} from './chat';
import { endpoint } from './endpoint';

/**
 * The chat calls (issue 12). Every call answers only the room's two members: the visitor whose
 * identity cookie made the room and the room's missionary signed in (403 for anyone else, also
 * for an id that does not exist, so ids cannot be probed).
 */
export const chatEndpoints = {
  createChatRoom: endpoint('POST', '/api/chat-rooms', CreateChatRoomBody, ChatRoom),
  /** The visitor's own rooms (cookie). */
  myChatRooms: endpoint('GET', '/api/chat-rooms', undefined, MyChatRoomList),
  chatRoom: endpoint('GET', '/api/chat-rooms/:roomId', undefined, ChatRoom),
  /** Query `?after=<messageId>` (ChatMessagesQuery) to resume. */
  chatMessages: endpoint('GET', '/api/chat-messages/:roomId', undefined, ChatMessageList),
  sendChatMessage: endpoint('POST', '/api/chat-messages', SendChatMessageBody, ChatMessage),
  /** Raw wav body, `Content-Type: audio/wav`, query `?clientMessageId=` (ChatVoiceQuery). */
  sendChatVoice: endpoint('PUT', '/api/chat-rooms/:roomId/voice', undefined, ChatMessage),
  /** The recording (audio/wav), for the room's two members only. */
  chatVoice: endpoint('GET', '/api/chat-voice/:messageId', undefined, z.unknown()),
  chooseChatTopic: endpoint('POST', '/api/chat-rooms/:roomId/topic', ChatTopicBody, ChatRoom),
  markChatRead: endpoint('POST', '/api/chat-rooms/:roomId/read', ChatReadBody, ChatReadResult),
  /** The signed-in missionary's chats list (401 signed out, 403 without a missionary profile). */
  missionaryChatRooms: endpoint('GET', '/api/missionaries/me/chat-rooms', undefined, MissionaryChatRoomList),
} as const;
