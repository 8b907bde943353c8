import http from 'node:http';
import net from 'node:net';

export interface Drain {
  /**
   * Stops taking new connections at once and resolves when every HTTP connection is closed
   * (true), or at the deadline (false), when the ones still open are cut.
   */
  drain(deadlineMs: number): Promise<boolean>;
  readonly draining: boolean;
}

/**
 * A connection that answered a request this recently is not idle yet: its client may be sending
 * the next request right now, and closing it would reset that request. Given this long, the
 * request arrives and is served (with `Connection: close`) or the connection really is idle.
 */
const JUST_ANSWERED_MS = 1000;
const SWEEP_MS = 50;

interface Conn {
  busy: number;
  idleSince: number;
}

/**
 * Graceful stop for an HTTP server with keep-alive clients. `server.close()` alone lets clients
 * keep sending on open connections; and Node's closeIdleConnections() also closes connections
 * between two back-to-back requests, resetting the second. Here: the listener stops at once,
 * every answer from then on carries `Connection: close` (also for requests that arrive on a
 * still-open connection), and connections with nothing in flight are closed once idle.
 */
export function trackRequests(server: http.Server): Drain {
  const conns = new Map<net.Socket, Conn>();
  const inFlight = new Set<http.ServerResponse>();
  let draining = false;

  server.on('connection', (socket: net.Socket) => {
    conns.set(socket, { busy: 0, idleSince: Date.now() });
    socket.once('close', () => conns.delete(socket));
  });
  // A WebSocket takes its connection over; the relay closes it in its own shutdown step.
  server.on('upgrade', (_req: http.IncomingMessage, socket: net.Socket) => conns.delete(socket));
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const conn = conns.get(req.socket);
    if (conn) conn.busy++;
    if (draining) lastOnItsConnection(res);
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (conn) {
        conn.busy--;
        conn.idleSince = Date.now();
      }
    });
  });

  function lastOnItsConnection(res: http.ServerResponse) {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    // Headers already out: end the connection once this response is complete.
    else res.once('finish', () => res.socket?.end());
  }

  return {
    get draining() {
      return draining;
    },
    async drain(deadlineMs) {
      draining = true;
      // Only the listener: http.Server#close would also close "idle" keep-alive connections at
      // once, racing requests their clients are sending on them (see JUST_ANSWERED_MS).
      net.Server.prototype.close.call(server);
      for (const res of inFlight) lastOnItsConnection(res);
      const deadline = Date.now() + deadlineMs;
      for (;;) {
        const now = Date.now();
        for (const [socket, conn] of conns) {
          if (conn.busy === 0 && now - conn.idleSince >= JUST_ANSWERED_MS) socket.destroy();
        }
        if (conns.size === 0) return true;
        if (now >= deadline) {
          for (const socket of conns.keys()) socket.destroy();
          return false;
        }
        await new Promise((resolve) => setTimeout(resolve, SWEEP_MS));
      }
    },
  };
}
