import { mergeMessages } from '@flow/api-client';
import type { ChatMessage, ChatServerFrame, ChatSessionState } from '@flow/contracts';

/** One open conversation as the page holds it: the messages, AI answers being written, the helper's state. */
export interface RoomState {
  messages: ChatMessage[];
  /** Streamed AI answers not yet complete, by stream id, in arrival order. */
  drafts: { streamId: string; text: string }[];
  session: ChatSessionState | null;
}

export const emptyRoom: RoomState = { messages: [], drafts: [], session: null };

export type RoomAction =
  | { type: 'messages'; messages: ChatMessage[] }
  | { type: 'session'; session: ChatSessionState | null }
  | { type: 'reset' }
  | Extract<ChatServerFrame, { type: 'new_message' | 'message_delta' | 'message_aborted' | 'session_state' }>;

/**
 * Every path a message takes (first load, a send's answer, a live frame, the catch-up after a
 * reconnect) goes through here, merged by id, so the list never loses or doubles one.
 */
export function roomReducer(state: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'reset':
      return emptyRoom;
    case 'messages': {
      const messages = mergeMessages(state.messages, action.messages);
      return messages === state.messages ? state : { ...state, messages };
    }
    case 'new_message': {
      const messages = mergeMessages(state.messages, [action.message]);
      const drafts = action.streamId ? state.drafts.filter((d) => d.streamId !== action.streamId) : state.drafts;
      if (messages === state.messages && drafts === state.drafts) return state;
      return { ...state, messages, drafts };
    }
    case 'message_delta': {
      const at = state.drafts.findIndex((d) => d.streamId === action.streamId);
      const drafts =
        at < 0
          ? [...state.drafts, { streamId: action.streamId, text: action.delta }]
          : state.drafts.map((d, i) => (i === at ? { ...d, text: d.text + action.delta } : d));
      return { ...state, drafts };
    }
    case 'message_aborted':
      return { ...state, drafts: state.drafts.filter((d) => d.streamId !== action.streamId) };
    case 'session_state':
      return { ...state, session: action.session };
    case 'session':
      return { ...state, session: action.session };
  }
}

/** The newest message of the AI helper or missionary, whose quick replies and follow-up are offered. */
export function lastFromMissionary(messages: readonly ChatMessage[]): ChatMessage | null {
  const last = messages[messages.length - 1];
  return last && last.senderType === 'missionary' ? last : null;
}

/** Spec 001 §4: the crisis path is on when the helper's state says so or its last message carries crisis lines. */
export function crisisOf(state: RoomState): NonNullable<NonNullable<ChatMessage['metadata']>['crisis']> | null {
  for (let i = state.messages.length - 1; i >= 0; i--) {
    const crisis = state.messages[i]!.metadata?.crisis;
    if (crisis) return crisis;
  }
  return null;
}
