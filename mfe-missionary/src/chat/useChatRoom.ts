import { ChatSocket, lastMessageId, type ChatSocketStatus } from '@flow/api-client';
import { ChatServerFrame, type ChatMessage, type ChatSessionState } from '@flow/contracts';
import { identityStore } from '@flow/store';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { fetchMessages } from './api';
import { emptyRoom, roomReducer } from './roomState';

export interface UseChatRoomOptions {
  /** The socket error event and a refused join (spec 001 §8: Connection Error). */
  onConnectionError(): void;
  /** For the missionary side: the visitor's messages are marked read as they arrive. */
  onIncoming?(message: ChatMessage): void;
  createSocket?: (url: string) => WebSocket;
}

/**
 * One room, live: joins it on /ws and, each time the join is confirmed (first time and after
 * every reconnect), loads what came after the last message held. Messages from the load, the
 * sender's own answer and the socket all merge by id (roomReducer).
 */
export function useChatRoom(roomId: string | null, initialSession: ChatSessionState | null, options: UseChatRoomOptions) {
  const [state, dispatch] = useReducer(roomReducer, emptyRoom);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [socketStatus, setSocketStatus] = useState<ChatSocketStatus>('connecting');
  const latest = useRef(state.messages);
  latest.current = state.messages;
  const opts = useRef(options);
  opts.current = options;

  useEffect(() => {
    dispatch({ type: 'reset' });
    setStatus('loading');
  }, [roomId]);

  useEffect(() => {
    if (initialSession) dispatch({ type: 'session', session: initialSession });
  }, [initialSession]);

  useEffect(() => {
    if (!roomId) return;
    let live = true;
    const catchUp = async () => {
      try {
        const messages = await fetchMessages(roomId, lastMessageId(latest.current));
        if (!live) return;
        dispatch({ type: 'messages', messages });
        setStatus('ready');
      } catch {
        if (!live) return;
        setStatus((s) => (s === 'loading' ? 'error' : s));
        opts.current.onConnectionError();
      }
    };
    const socket = new ChatSocket<ChatServerFrame>({
      parse: (raw) => {
        const parsed = ChatServerFrame.safeParse(raw);
        return parsed.success ? parsed.data : null;
      },
      onStatus: setSocketStatus,
      createSocket: opts.current.createSocket,
      onEvent: (frame) => {
        if ('roomId' in frame && frame.roomId !== undefined && frame.roomId !== roomId) return;
        switch (frame.type) {
          case 'joined_room':
            if (frame.authorized) void catchUp();
            else {
              setStatus('error');
              opts.current.onConnectionError();
            }
            return;
          case 'error':
            opts.current.onConnectionError();
            return;
          case 'new_message':
            dispatch(frame);
            if (!frame.message.isMine) opts.current.onIncoming?.(frame.message);
            return;
          case 'message_delta':
          case 'message_aborted':
          case 'session_state':
            dispatch(frame);
            return;
          default:
            return;
        }
      },
    });
    // The history shows even before (or without) the live channel; the join catches up again.
    void catchUp();
    socket.join(roomId, () => lastMessageId(latest.current), identityStore.getState().anonymousId ?? undefined);
    socket.connect();
    return () => {
      live = false;
      socket.close();
    };
  }, [roomId]);

  const add = useCallback((messages: ChatMessage[]) => dispatch({ type: 'messages', messages }), []);
  const setSession = useCallback((session: ChatSessionState | null) => dispatch({ type: 'session', session }), []);

  return { state, status, reconnecting: socketStatus === 'reconnecting', add, setSession };
}
