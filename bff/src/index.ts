import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { createCache } from './platform/cache';
import { ConfigError, parseConfig } from './platform/config';
import { createDb, limitQueryTime } from './platform/db/knex';
import { trackRequests } from './platform/http/drain';
import { migrate } from './platform/db/migrations';
import { createLogger } from './platform/logger';
import { findRepoRoot } from './platform/paths';
import { resolveSecret } from './platform/secret';
import { warmScreening } from './reports/screen';

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

  const db = createDb(config.database, config.dbTimeouts);
  const applied = await migrate(db);
  // After migrating: a schema change may rightly take longer than any request should.
  limitQueryTime(db, config.dbTimeouts.queryMs);
  logger.info(
    { engine: config.database.client, applied: applied.length },
    applied.length ? 'database migrated' : 'database schema up to date',
  );

  const cache = await createCache({ redisUrl: config.redisUrl, logger, commandTimeoutMs: config.redisTimeoutMs });
  const { server, wall } = createApp({ config, db, cache, logger }, { server: true });
  if (!server || !wall) throw new Error('createApp did not create a server');
  await wall.ready;
  const requests = trackRequests(server);
  logger.info({ ms: warmScreening() }, 'content screening warmed');

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  logger.info(
    { host: address.address, port: address.port, cache: cache.kind, embedded: config.embedded },
    `Flow is listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${address.port}`,
  );

  /**
   * Shutdown, in order. Each step runs after the previous one settles, and a failing step does
   * not skip the rest. Add new resources (e.g. a worker pool) where they belong in this list:
   * after the requests that use them have drained, before what they themselves depend on.
   */
  const shutdownSteps: Array<[string, () => Promise<unknown>]> = [
    // Stop accepting at once; answer what is in flight, each answer closing its connection.
    [
      'drain HTTP requests',
      async () => {
        if (!(await requests.drain(config.shutdownTimeoutMs))) {
          logger.warn('requests still running at the shutdown deadline; their connections were closed');
        }
      },
    ],
    ['close the WebSocket relay', () => wall.close()],
    ['close the database pool', () => db.destroy()],
    ['close the cache', () => cache.close()],
  ];

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 2000).unref();
    for (const [step, run] of shutdownSteps) {
      try {
        await run();
      } catch (err) {
        logger.error({ err, step }, 'shutdown step failed');
      }
    }
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
