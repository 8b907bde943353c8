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
    case 'messages':
      return withMessages(state, action.messages, []);
    case 'new_message':
      return withMessages(state, [action.message], action.streamId ? [action.streamId] : []);
    case 'message_delta': {
      // A piece arriving after its answer (replayed behind a catch-up) would start a draft nothing ends.
      if (state.messages.some((m) => m.metadata?.streamId === action.streamId)) return state;
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

/**
 * Merges messages and drops the drafts they complete: a streamed answer names its stream in its
 * metadata, so it replaces its draft whichever way it arrives (live frame, catch-up, page fetch).
 */
function withMessages(state: RoomState, incoming: ChatMessage[], streamIds: string[]): RoomState {
  const messages = mergeMessages(state.messages, incoming);
  const done = new Set(streamIds);
  for (const m of incoming) if (m.metadata?.streamId) done.add(m.metadata.streamId);
  const drafts = done.size && state.drafts.some((d) => done.has(d.streamId)) ? state.drafts.filter((d) => !done.has(d.streamId)) : state.drafts;
  if (messages === state.messages && drafts === state.drafts) return state;
  return { ...state, messages, drafts };
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
