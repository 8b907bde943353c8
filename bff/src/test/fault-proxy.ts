/**
 * A TCP proxy between the app and a real Redis or MariaDB that a test can cut and restore, so
 * outages are simulated without touching the shared servers other people are using.
 * - cut('refuse'): every open connection is destroyed and the port stops accepting (the server
 *   was killed: clients see resets, then connection refused);
 * - cut('blackhole'): connections stay open but nothing is forwarded either way (a frozen server
 *   or a dropped network path: clients only notice through their own timeouts).
 */
import net from 'node:net';

export interface FaultProxy {
  /** host:port the app should connect to. */
  readonly port: number;
  /** The given URL with its host and port replaced by the proxy's. */
  route(url: string): string;
  cut(mode?: 'refuse' | 'blackhole'): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let blackhole = false;
  let server: net.Server | null = null;
  let port = 0;

  const onConnection = (client: net.Socket) => {
    if (blackhole) {
      // Accept and ignore: the handshake never gets an answer.
      client.on('error', () => undefined);
      client.resume();
      pairs.add({ client, upstream: new net.Socket() });
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.on('data', (chunk) => {
      if (!blackhole) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!blackhole) client.write(chunk);
    });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer(onConnection);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) return resolve();
      s.close(() => resolve());
    });

  const destroyAll = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  await listen();

  return {
    get port() {
      return port;
    },
    route(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    async cut(mode = 'refuse') {
      if (mode === 'blackhole') {
        blackhole = true;
        return;
      }
      await Promise.all([stopListening(), Promise.resolve(destroyAll())]);
    },
    async restore() {
      if (blackhole) {
        blackhole = false;
        // Connections that saw the blackhole have lost bytes; a real network would reset them.
        destroyAll();
      }
      if (!server) await listen();
    },
    async close() {
      destroyAll();
      await stopListening();
    },
  };
}

/**
 * Waits until a cache answers again after restore(): its client reconnects on its own backoff
 * (up to a second), and a test that goes on before then sees the outage's 503s.
 */
export async function untilCacheAnswers(cache: { ping(): Promise<void> }, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await cache.ping();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
