import type { IncomingMessage, Server } from 'node:http';
import { WALL_CHANNEL } from '@flow/contracts';
import { WebSocket, WebSocketServer } from 'ws';
import type { Cache } from './cache';
import { clientAddress } from './http/client-address';
import type { Logger } from './logger';

export const WS_PATH = '/ws';
const HEARTBEAT_MS = 30_000;

/** 1013 "Try Again Later": the client may reconnect later, unlike a policy violation. */
export const WS_CLOSE_TOO_MANY = 1013;
export const WS_REASON_ADDRESS_FULL = 'Too many live connections from your address';
export const WS_REASON_SERVER_FULL = 'Too many live connections to this server';
export const WS_REASON_ORIGIN = 'Chat is only available on Flow’s own pages';

export interface WallRelayOptions {
  /** Open sockets allowed per client address (one browser tab each) and in total. */
  perAddress: number;
  total: number;
  /** TRUST_PROXY hops, so the address is the one rate limits use too. */
  trustedHops: number;
}

/**
 * What else speaks on `/ws` besides the wall (the chat): it vets the handshake's Origin and takes
 * each admitted socket's frames. Without one, sockets only listen to the wall.
 */
export interface SocketExtension {
  allowOrigin(req: IncomingMessage): boolean;
  connection(socket: WebSocket, req: IncomingMessage): void;
}

export interface WallRelay {
  /** Resolves once the pub/sub subscription is live. */
  ready: Promise<void>;
  clientCount(): number;
  close(): Promise<void>;
}

/**
 * Relays every `wall` pub/sub message to the sockets connected to this instance. Publishing goes
 * through the cache (Redis in scale-out), so an event raised on any instance reaches all sockets.
 * Without an extension sockets only listen; with the chat they also send its frames (chat.hub.ts).
 */
export function attachWallRelay(
  server: Server,
  cache: Cache,
  logger: Logger,
  limits: WallRelayOptions = { perAddress: 20, total: 10_000, trustedHops: 0 },
  extension?: SocketExtension,
): WallRelay {
  const wss = new WebSocketServer({
    server,
    path: WS_PATH,
    maxPayload: 1024,
  });
  const alive = new WeakSet<WebSocket>();
  const perAddress = new Map<string, number>();
  let admitted = 0;

  wss.on('connection', (socket, req) => {
    // Refused after the handshake rather than with a bare HTTP error, so the browser sees why.
    const address = clientAddress(req, limits.trustedHops);
    const mine = perAddress.get(address) ?? 0;
    if (admitted >= limits.total || mine >= limits.perAddress) {
      socket.close(WS_CLOSE_TOO_MANY, admitted >= limits.total ? WS_REASON_SERVER_FULL : WS_REASON_ADDRESS_FULL);
      return;
    }
    admitted++;
    perAddress.set(address, mine + 1);
    socket.once('close', () => {
      admitted--;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    socket.on('message', () => alive.add(socket));
    socket.on('error', () => socket.terminate());
    if (!extension) return;
    // A page of another site must not use this site's cookies over the socket (cross-site
    // hijacking): only our own pages reach the chat. Other sites (churches' widgets) still hear
    // the public wall, which needs no credential; what they send is answered with an error.
    if (extension.allowOrigin(req)) extension.connection(socket, req);
    // Said once: answering every frame would let such a page make the server talk back at will.
    else socket.once('message', () => socket.send(JSON.stringify({ type: 'error', message: WS_REASON_ORIGIN, code: 'origin_not_allowed' })));
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
    clientCount: () => admitted,
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
