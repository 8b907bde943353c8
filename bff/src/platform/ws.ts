import type { Server } from 'node:http';
import { WALL_CHANNEL } from '@flow/contracts';
import { WebSocket, WebSocketServer } from 'ws';
import type { Cache } from './cache';
import type { Logger } from './logger';

export const WS_PATH = '/ws';
const HEARTBEAT_MS = 30_000;

export interface WallRelay {
  /** Resolves once the pub/sub subscription is live. */
  ready: Promise<void>;
  clientCount(): number;
  close(): Promise<void>;
}

/**
 * Relays every `wall` pub/sub message to the sockets connected to this instance. Publishing goes
 * through the cache (Redis in scale-out), so an event raised on any instance reaches all sockets.
 * Sockets only listen: the server ignores what clients send.
 */
export function attachWallRelay(server: Server, cache: Cache, logger: Logger): WallRelay {
  const wss = new WebSocketServer({ server, path: WS_PATH, maxPayload: 1024 });
  const alive = new WeakSet<WebSocket>();

  wss.on('connection', (socket) => {
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    socket.on('error', () => socket.terminate());
  });
  wss.on('error', (err) => logger.warn({ err: err.message }, 'websocket server error'));

  // Drops sockets whose peer vanished without a close frame (mobile networks, sleeping laptops).
  const heartbeat = setInterval(() => {
    for (const socket of wss.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, HEARTBEAT_MS).unref();

  const broadcast = (message: string) => {
    for (const socket of wss.clients) {
      if (socket.readyState === WebSocket.OPEN) socket.send(message);
    }
  };

  const subscription = cache.subscribe(WALL_CHANNEL, broadcast);
  const ready = subscription.then(() => undefined);

  return {
    ready,
    clientCount: () => wss.clients.size,
    async close() {
      clearInterval(heartbeat);
      const unsubscribe = await subscription.catch(() => null);
      await unsubscribe?.().catch(() => undefined);
      for (const socket of wss.clients) socket.close(1001, 'Server shutting down');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          for (const socket of wss.clients) socket.terminate();
        }, 1000).unref();
        wss.close(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
