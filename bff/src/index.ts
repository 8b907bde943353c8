import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { createCache } from './platform/cache';
import { ConfigError, parseConfig } from './platform/config';
import { createDb } from './platform/db/knex';
import { migrate } from './platform/db/migrations';
import { createLogger } from './platform/logger';
import { findRepoRoot } from './platform/paths';
import { resolveSecret } from './platform/secret';

async function main(): Promise<void> {
  let config;
  try {
    config = resolveSecret(parseConfig(process.env, { repoRoot: findRepoRoot() }));
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);

  const db = createDb(config.database);
  const applied = await migrate(db);
  logger.info(
    { engine: config.database.client, applied: applied.length },
    applied.length ? 'database migrated' : 'database schema up to date',
  );

  const cache = await createCache({ redisUrl: config.redisUrl, logger });
  const { server, wall } = createApp({ config, db, cache, logger }, { server: true });
  if (!server || !wall) throw new Error('createApp did not create a server');
  await wall.ready;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  logger.info(
    { host: address.address, port: address.port, cache: cache.kind, embedded: config.embedded },
    `Flow is listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${address.port}`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 2000).unref();

    // Stop accepting, let in-flight requests finish, then drop idle keep-alive connections.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await wall.close();
    const drained = await Promise.race([
      closed.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), config.shutdownTimeoutMs).unref()),
    ]);
    if (!drained) {
      logger.warn('requests still running at the shutdown deadline; closing their connections');
      server.closeAllConnections();
    }
    await Promise.allSettled([db.destroy(), cache.close()]);
    clearTimeout(force);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('Flow BFF failed to start:', err instanceof Error ? err.stack ?? err.message : err);
  process.exit(1);
});
