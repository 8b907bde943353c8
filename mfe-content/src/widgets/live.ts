/**
 * One socket per page for every <flow-prayer-wall> on it: Flow's /ws wall channel (server to
 * client only, ids and counts, never an identity). Reconnects with backoff; while it is down
 * the walls simply keep what they show.
 */
type Listener = (event: { type: string; [key: string]: unknown }) => void;

const sockets = new Map<string, { listeners: Set<Listener>; socket: WebSocket | null; retry: number; timer: number | null }>();

function connect(origin: string): void {
  const entry = sockets.get(origin);
  if (!entry) return;
  entry.timer = null;
  if (entry.listeners.size === 0) return;
  const url = new URL('/ws', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  let socket: WebSocket;
  try {
    socket = new WebSocket(url);
  } catch {
    return;
  }
  entry.socket = socket;
  socket.onopen = () => {
    entry.retry = 0;
  };
  socket.onmessage = (message) => {
    let event: { type: string };
    try {
      event = JSON.parse(String(message.data)) as { type: string };
    } catch {
      return;
    }
    for (const listener of entry.listeners) listener(event);
  };
  socket.onclose = () => {
    // A socket closed on purpose (the last widget left, then one came back) has been replaced:
    // reconnecting for it would leave two sockets and every event twice.
    if (entry.socket !== socket) return;
    entry.socket = null;
    if (entry.listeners.size === 0) return;
    const delay = Math.min(30_000, 1000 * 2 ** entry.retry++);
    entry.timer = window.setTimeout(() => connect(origin), delay);
  };
}

export function subscribeWall(origin: string, listener: Listener): () => void {
  let entry = sockets.get(origin);
  if (!entry) sockets.set(origin, (entry = { listeners: new Set(), socket: null, retry: 0, timer: null }));
  entry.listeners.add(listener);
  if (!entry.socket && entry.timer === null) connect(origin);
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0) return;
    if (entry.timer !== null) window.clearTimeout(entry.timer);
    entry.timer = null;
    entry.socket?.close();
    entry.socket = null;
  };
}
