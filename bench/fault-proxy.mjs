// A TCP proxy between the benchmarked BFFs and Redis that the bench cuts and restores, so a Redis
// restart is simulated without touching the Redis other people on the machine use. The same
// behaviour as bff/src/test/fault-proxy.ts (which the integration tests use; benches are plain
// ES modules and do not load TypeScript):
// - cut(): every open connection is destroyed and the port stops accepting (the server was
//   killed: clients see resets, then connection refused);
// - restore(): the port accepts again and connections reach Redis.
import net from 'node:net';

export async function startFaultProxy(target) {
  const pairs = new Set();
  let server = null;
  let port = 0;

  const onConnection = (client) => {
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
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = () =>
    new Promise((resolve, reject) => {
      const s = net.createServer(onConnection);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = s.address().port;
        server = s;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise((resolve) => {
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
    /** The given URL with its host and port replaced by the proxy's. */
    route(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    async cut() {
      const stopped = stopListening();
      destroyAll();
      await stopped;
    },
    async restore() {
      if (!server) await listen();
    },
    async close() {
      destroyAll();
      await stopListening();
    },
  };
}
