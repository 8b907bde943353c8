import { lightEndpoints, lightGuards } from '@flow/contracts/light';
import { useEffect } from 'react';
import { mutate } from 'swr';
import { patchCachedPrayerItem, refreshPrayers } from '../prayers/api';
import { patchCachedItem, refreshPosts } from './api';

// A burst of new items (or a reconnect) becomes one refetch per list, not one per event.
const REFRESH_COALESCE_MS = 250;

type List = 'posts' | 'prayers';

/** Which lists an event (by its type) makes stale; unknown types refresh both. */
export function staleLists(type: string, itemType?: string): List[] {
  if (type === 'post_created' || type === 'response_created') return ['posts'];
  if (type.startsWith('prayer_')) return ['prayers'];
  if (type === 'item_hidden' || type === 'ai_response_ready') {
    if (itemType === 'post' || itemType === 'response') return ['posts'];
    if (itemType === 'prayer_request' || itemType === 'prayer_response') return ['prayers'];
  }
  return ['posts', 'prayers'];
}

/**
 * Keeps an open wall current over /ws (fanned out through pub/sub across instances). A heart
 * carries the server's new count, so it is patched in place: otherwise every heart given
 * anywhere would make every open wall reload. New posts, prayer requests and responses, hidden
 * items and answers from the AI engine refetch the list they belong to. A lost socket
 * reconnects with backoff and catches up with one refetch.
 */
export function useWallEvents() {
  useEffect(() => {
    let socket: WebSocket | undefined;
    let retry = 0;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const pending = new Set<List>();
    const scheduleRefresh = (lists: List[]) => {
      for (const l of lists) pending.add(l);
      refresh ??= setTimeout(() => {
        refresh = undefined;
        if (pending.has('posts')) void refreshPosts();
        if (pending.has('prayers')) void refreshPrayers();
        // New posts and responses move the community statistics too.
        void mutate(lightEndpoints.stats.path);
        pending.clear();
      }, REFRESH_COALESCE_MS);
    };
    const onMessage = (data: unknown) => {
      let raw: unknown;
      try {
        raw = JSON.parse(String(data));
      } catch {
        return;
      }
      // Checked by the guard generated from the WallEvent contract (no zod on the first screen).
      const event = lightGuards.WallEvent.is(raw) ? raw : null;
      if (event?.type === 'hearts_changed') {
        const { itemType, id, hearts } = event;
        if (itemType === 'post' || itemType === 'response') void patchCachedItem(itemType, id, { hearts });
        else void patchCachedPrayerItem(itemType, id, { hearts });
        return;
      }
      // Events this build does not know yet (newer servers) still refresh the wall.
      const type = typeof raw === 'object' && raw && 'type' in raw ? String((raw as { type: unknown }).type) : '';
      const itemType = event && 'itemType' in event ? event.itemType : undefined;
      scheduleRefresh(staleLists(type, itemType));
    };
    const connect = () => {
      const proto = location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${proto}://${location.host}/ws`);
      socket.onopen = () => {
        if (retry > 0) scheduleRefresh(['posts', 'prayers']);
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
