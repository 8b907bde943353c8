import { useEffect } from 'react';
import { refreshPosts } from './api';

/**
 * Keeps an open wall current: the BFF relays wall events over /ws (fanned out through
 * pub/sub across instances) and the wall revalidates. A lost socket reconnects with backoff.
 */
export function useWallEvents() {
  useEffect(() => {
    let socket: WebSocket | undefined;
    let retry = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const connect = () => {
      const proto = location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${proto}://${location.host}/ws`);
      socket.onopen = () => {
        retry = 0;
      };
      socket.onmessage = () => void refreshPosts();
      socket.onclose = () => {
        if (closed) return;
        timer = setTimeout(connect, Math.min(30_000, 1000 * 2 ** retry++));
      };
    };
    connect();
    return () => {
      closed = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    };
  }, []);
}
