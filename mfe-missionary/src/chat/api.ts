import { ApiError, buildPath, call, request, userMessage } from '@flow/api-client';
import { CHAT_ERROR_REASONS, CHAT_MESSAGES_PAGE, chatEndpoints, chatErrorMessageKey, ChatLanguage, ChatMessage, type ChatTopic } from '@flow/contracts';
import { i18n } from '@flow/i18n';
import { identityStore } from '@flow/store';

/** The interface language, so an AI helper greets and answers a topic in it. */
function language(): ChatLanguage | undefined {
  const parsed = ChatLanguage.safeParse(i18n.language);
  return parsed.success ? parsed.data : undefined;
}

/** Idempotent on the server: the visitor's open room with this missionary, or a new one. */
export function openRoom(missionaryId: string) {
  const userAnonymousId = identityStore.getState().anonymousId ?? undefined;
  return call(chatEndpoints.createChatRoom, { body: { missionaryId, userAnonymousId, status: 'active', language: language() } });
}

/** The room's messages, or only those after `afterId`, following pages until a short one. */
export async function fetchMessages(roomId: string, afterId: string | null): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let after = afterId ?? undefined;
  for (;;) {
    const page = await call(chatEndpoints.chatMessages, { params: { roomId }, query: { after } });
    all.push(...page);
    // Without `after` the server answers the latest page: older history is not a catch-up.
    if (page.length < CHAT_MESSAGES_PAGE || after === undefined) return all;
    after = page[page.length - 1]!.id;
  }
}

/** An id per message so a retried send is stored once. */
export function newClientMessageId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function sendText(input: { roomId: string; content: string; topic: ChatTopic | null; quickReply?: boolean; clientMessageId: string }) {
  return call(chatEndpoints.sendChatMessage, {
    body: {
      chatRoomId: input.roomId,
      content: input.content,
      messageType: 'text',
      ...(input.topic ? { metadata: { selectedTopic: input.topic } } : {}),
      ...(input.quickReply ? { quickReply: true, isRead: true } : {}),
      clientMessageId: input.clientMessageId,
    },
  });
}

/** The wav recording as the raw body; the server checks type, size and length while it streams. */
export async function sendVoice(roomId: string, wav: Blob, clientMessageId: string) {
  const path = `${buildPath(chatEndpoints.sendChatVoice.path, { roomId })}?${new URLSearchParams({ clientMessageId })}`;
  return ChatMessage.parse(await request('PUT', path, { file: wav }));
}

export function chooseTopic(roomId: string, topic: ChatTopic) {
  return call(chatEndpoints.chooseChatTopic, { params: { roomId }, body: { topic, language: language() } });
}

export function markRead(roomId: string) {
  return call(chatEndpoints.markChatRead, { params: { roomId }, body: {} });
}

/**
 * The chat's own reason (contact details, voice limits...) in the reader's language before the
 * shared rules, which would only name the general code (a 422 "validation").
 */
export function chatErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.reason && (CHAT_ERROR_REASONS as readonly string[]).includes(error.reason)) {
    const key = chatErrorMessageKey(error.reason);
    if (i18n.isInitialized && i18n.exists(key)) return (i18n.t as (k: string) => string)(key);
  }
  return userMessage(error, fallback);
}
