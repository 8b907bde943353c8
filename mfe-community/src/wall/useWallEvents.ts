import { WallEvent } from '@flow/contracts';
import { useEffect } from 'react';
import { patchCachedItem, refreshPosts } from './api';

// A burst of new posts or responses (or a reconnect) becomes one refetch, not one per event.
const REFRESH_COALESCE_MS = 250;

/**
 * Keeps an open wall current over /ws (fanned out through pub/sub across instances). A heart
 * carries the server's new count, so it is patched in place: otherwise every heart given
 * anywhere would make every open wall reload all its posts. New posts and responses refetch.
 * A lost socket reconnects with backoff.
 */
export function useWallEvents() {
  useEffect(() => {
    let socket: WebSocket | undefined;
    let retry = 0;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const scheduleRefresh = () => {
      refresh ??= setTimeout(() => {
        refresh = undefined;
        void refreshPosts();
      }, REFRESH_COALESCE_MS);
    };
    const onMessage = (data: unknown) => {
      let parsed: ReturnType<typeof WallEvent.safeParse> | undefined;
      try {
        parsed = WallEvent.safeParse(JSON.parse(String(data)));
      } catch {
        parsed = undefined;
      }
      const event = parsed?.success ? parsed.data : undefined;
      if (event?.type === 'hearts_changed') {
        void patchCachedItem(event.itemType, event.id, { hearts: event.hearts });
      } else {
        scheduleRefresh();
      }
    };
    const connect = () => {
      const proto = location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${proto}://${location.host}/ws`);
      socket.onopen = () => {
        // Events missed while disconnected are caught up by one refetch.
        if (retry > 0) scheduleRefresh();
        retry = 0;
      };
      socket.onmessage = (e) => onMessage(e.data);
      socket.onclose = () => {
        if (closed) return;
        reconnect = setTimeout(connect, Math.min(30_000, 1000 * 2 ** retry++));
      };
    };
    connect();
    return () => {
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      if (refresh) clearTimeout(refresh);
      socket?.close();
    };
  }, []);
}
