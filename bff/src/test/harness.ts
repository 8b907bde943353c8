/**
 * The one place that decides which engines the integration tests run on:
 * - default: SQLite (a temp file) + in-memory cache;
 * - FLOW_TEST_DB=mysql: MariaDB/MySQL (TEST_DATABASE_URL) + Redis (TEST_REDIS_URL).
 * Each harness gets its own database (temp file, or a uniquely named MySQL database created and
 * dropped here) and its own Redis key prefix, so test files can run in parallel and leave nothing.
 */
import type { PushSender } from '../notifications/push-sender';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import knex from 'knex';
import request from 'supertest';
import { createApp, type Services } from '../app';
import { createCache, type Cache } from '../platform/cache';
import { RedisCache } from '../platform/cache/redis';
import { parseConfig, type ResolvedConfig } from '../platform/config';
import { createDb, limitQueryTime, mysqlConnection, type Db } from '../platform/db/knex';
import { migrate } from '../platform/db/migrations';
import { createLogger, type Logger } from '../platform/logger';
import type { WallRelay } from '../platform/ws';

jest.setTimeout(30_000);

export type Engine = 'sqlite' | 'mysql';
export const ENGINE: Engine = process.env.FLOW_TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'mysql://flow:flow@127.0.0.1:3306/flow_test';
const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/1';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';
export type Agent = ReturnType<typeof request.agent>;

export interface HarnessOptions {
  /** Extra environment for parseConfig (e.g. FLOW_RATE_LIMIT_POSTS, FLOW_REMOTE_*_URL). */
  env?: Record<string, string>;
  logger?: Logger;
  /** Rewrites the MySQL and Redis URLs the app uses, e.g. through a fault proxy (fault-proxy.ts). */
  route?: (url: string, service: 'database' | 'redis') => string;
  /** Stands in for the Web Push services (notifications tests). */
  pushSender?: PushSender;
}

export interface Harness {
  engine: Engine;
  config: ResolvedConfig;
  db: Db;
  cache: Cache;
  logger: Logger;
  server: http.Server;
  wall: WallRelay;
  services: Services;
  /** http://127.0.0.1:<port> of the listening server. */
  url: string;
  /** Database URL of this harness (MySQL), for a second instance on the same data. */
  databaseUrl: string | null;
  cachePrefix: string;
  /** A client with its own cookie jar (a separate browser). */
  agent(): Agent;
  /** A browser that has been through POST /api/identity. */
  identified(requestedId?: string): Promise<{ agent: Agent; anonymousId: string }>;
  close(): Promise<void>;
}

const uniqueName = () => `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

async function createMysqlDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `flow_t_${uniqueName()}`;
  const admin = knex({ client: 'mysql2', connection: mysqlConnection(TEST_DATABASE_URL), pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.destroy();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = knex({ client: 'mysql2', connection: mysqlConnection(TEST_DATABASE_URL), pool: { min: 0, max: 1 } });
      try {
        await again.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await again.destroy();
      }
    },
  };
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const cleanups: Array<() => Promise<void> | void> = [];
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    FLOW_SECRET: TEST_SECRET,
    // Generous by default; the rate-limit tests set their own.
    FLOW_RATE_LIMIT_POSTS: '10000/60',
    FLOW_RATE_LIMIT_RESPONSES: '10000/60',
    FLOW_RATE_LIMIT_HEARTS: '10000/60',
    FLOW_RATE_LIMIT_IDENTITY: '10000/60',
    FLOW_RATE_LIMIT_PRAYER_REQUESTS: '10000/60',
    FLOW_RATE_LIMIT_PRAYER_RESPONSES: '10000/60',
    FLOW_RATE_LIMIT_PRAYERS: '10000/60',
    FLOW_RATE_LIMIT_REPORTS: '10000/60',
    FLOW_RATE_LIMIT_VISITORS: '10000/60',
    FLOW_RATE_LIMIT_CHAT: '10000/60',
    // The stand-in push service of the notification tests, beside the real ones.
    FLOW_PUSH_HOSTS: 'push.example.test,fcm.googleapis.com',
    FLOW_SHUTDOWN_TIMEOUT_MS: '1000',
    // Tests that need answers from the guidance job turn it on; elsewhere items stay unanswered.
    FLOW_AI_WORKER: 'false',
  };
  let databaseUrl: string | null = null;
  if (ENGINE === 'mysql') {
    const database = await createMysqlDatabase();
    cleanups.push(() => database.drop());
    databaseUrl = database.url;
    env.DATABASE_URL = options.route ? options.route(database.url, 'database') : database.url;
    env.REDIS_URL = options.route ? options.route(TEST_REDIS_URL, 'redis') : TEST_REDIS_URL;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-test-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    env.FLOW_SQLITE_FILE = path.join(dir, 'flow.sqlite');
  }
  Object.assign(env, options.env);

  const repoRoot = path.resolve(__dirname, '../../..');
  const config = { ...parseConfig(env, { repoRoot }), secret: env.FLOW_SECRET } as ResolvedConfig;
  const logger = options.logger ?? createLogger('silent');
  const cachePrefix = `flowtest:${uniqueName()}:`;

  const db = createDb(config.database, config.dbTimeouts);
  cleanups.push(() => db.destroy());
  await migrate(db);
  limitQueryTime(db, config.dbTimeouts.queryMs);
  const cache = await createCache({ redisUrl: config.redisUrl, prefix: cachePrefix, logger });
  cleanups.push(async () => {
    // Closed even when the keys cannot be removed (Redis still reconnecting after a fault test):
    // a client left open retries its connection forever and keeps the test run from exiting.
    try {
      if (cache instanceof RedisCache) await cache.deleteAllWithPrefix();
    } finally {
      await cache.close();
    }
  });

  const { server, wall, services } = createApp({ config, db, cache, logger, pushSender: options.pushSender }, { server: true });
  if (!server || !wall) throw new Error('createApp did not create a server');
  await wall.ready;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    await wall.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const harness: Harness = {
    engine: ENGINE,
    config,
    db,
    cache,
    logger,
    server,
    wall,
    services,
    url,
    databaseUrl,
    cachePrefix,
    agent: () => request.agent(url),
    async identified(requestedId) {
      const agent = request.agent(url);
      const res = await agent
        .post('/api/identity')
        .set('Content-Type', 'application/json')
        .send(requestedId ? { anonymousId: requestedId } : {});
      if (res.status !== 200) throw new Error(`identity failed: ${res.status} ${res.text}`);
      return { agent, anonymousId: res.body.anonymousId as string };
    },
    async close() {
      // Reverse order: server before database and cache, the database itself last.
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup();
        } catch {
          // keep cleaning; a failed cleanup must not hide the rest
        }
      }
    },
  };
  return harness;
}

/** A fresh anonymous id in the contract's format. */
export function anonId(): string {
  return `anon_${randomBytes(12).toString('base64url')}`;
}
