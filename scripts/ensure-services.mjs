#!/usr/bin/env node
// Makes sure MariaDB and Redis are up for the MySQL leg of the BFF integration tests
// (`FLOW_TEST_DB=mysql npx jest --selectProjects integration`), starting them if we may, and
// that the `flow` user and the `flow_test` database the test harness relies on exist.
// Root may only log in through the unix socket (MariaDB's default), so setup goes through it
// and the tests use TCP with the dedicated user.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import mysql from 'mysql2/promise';
import { createClient } from 'redis';

const SOCKET = '/run/mysqld/mysqld.sock';
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'mysql://flow:flow@127.0.0.1:3306/flow_test';
const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/1';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const log = (msg) => console.log(`[ensure-services] ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function fail(msg) {
  console.error(`[ensure-services] ERROR: ${msg}`);
  process.exit(1);
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { encoding: 'utf8' });
  if (result.error) return { ok: false, output: result.error.message };
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

async function waitFor(what, check, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      if (await check()) return true;
    } catch (err) {
      lastError = err;
    }
    await sleep(250);
  }
  if (lastError) log(`${what}: last error: ${lastError.message}`);
  return false;
}

// ---------------------------------------------------------------- MariaDB

const testDb = new URL(TEST_DATABASE_URL);
const testUser = decodeURIComponent(testDb.username);
const testPassword = decodeURIComponent(testDb.password);
const testDatabase = decodeURIComponent(testDb.pathname.slice(1)) || 'flow_test';
const testHost = testDb.hostname;
const testPort = Number(testDb.port || 3306);

async function canQuery(options) {
  const conn = await mysql.createConnection({ connectTimeout: 2000, ...options });
  try {
    await conn.query('SELECT 1');
    return true;
  } finally {
    await conn.end().catch(() => undefined);
  }
}

const socketAnswers = () => canQuery({ socketPath: SOCKET, user: 'root' }).catch((err) => err.code === 'ER_ACCESS_DENIED_ERROR');
const tcpAsTestUser = () =>
  canQuery({ host: testHost, port: testPort, user: testUser, password: testPassword, database: testDatabase });

async function mariadbIsUp() {
  if (fs.existsSync(SOCKET) && (await socketAnswers())) return true;
  return canQuery({ host: testHost, port: testPort, user: testUser, password: testPassword }).catch(
    (err) => err.code === 'ER_ACCESS_DENIED_ERROR' || err.code === 'ER_BAD_DB_ERROR',
  );
}

async function ensureMariadb() {
  if (await mariadbIsUp()) {
    log('MariaDB is running');
  } else {
    if (!isRoot) fail(`MariaDB is not answering at ${testHost}:${testPort} and we are not root, so we cannot start it.`);
    log('MariaDB is not answering; starting it');
    fs.mkdirSync('/run/mysqld', { recursive: true });
    const chown = run('chown', ['mysql:mysql', '/run/mysqld']);
    if (!chown.ok) fail(`chown mysql:mysql /run/mysqld failed: ${chown.output}`);
    const started = run('start-stop-daemon', ['--start', '--oknodo', '--background', '--exec', '/usr/sbin/mariadbd']);
    if (!started.ok) fail(`start-stop-daemon could not start /usr/sbin/mariadbd: ${started.output}`);
    if (!(await waitFor('MariaDB', mariadbIsUp))) fail('MariaDB was started but did not answer within 30 s.');
    log('MariaDB started');
  }

  if (fs.existsSync(SOCKET)) {
    let root;
    try {
      root = await mysql.createConnection({ socketPath: SOCKET, user: 'root', connectTimeout: 3000 });
    } catch (err) {
      if (!(await tcpAsTestUser().catch(() => false))) {
        fail(`cannot log in as root through ${SOCKET} (${err.message}) and ${testUser}@${testHost} does not work either.`);
      }
    }
    if (root) {
      try {
        const q = (sql, params) => root.query(sql, params);
        for (const host of ['127.0.0.1', 'localhost']) {
          await q('CREATE USER IF NOT EXISTS ?@? IDENTIFIED BY ?', [testUser, host, testPassword]);
          // The harness creates and drops one database per test file, hence *.*.
          await q('GRANT ALL PRIVILEGES ON *.* TO ?@?', [testUser, host]);
        }
        await q(`CREATE DATABASE IF NOT EXISTS \`${testDatabase.replace(/`/g, '')}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
        await q('FLUSH PRIVILEGES');
        log(`user '${testUser}'@'127.0.0.1'/'localhost' and database '${testDatabase}' are in place`);
      } finally {
        await root.end();
      }
    }
  }

  if (!(await tcpAsTestUser().catch((err) => fail(`cannot connect to ${TEST_DATABASE_URL.replace(/:[^:@/]*@/, ':***@')}: ${err.message}`)))) {
    fail('MariaDB does not answer queries over TCP.');
  }
  log(`MariaDB answers as ${testUser}@${testHost}:${testPort}/${testDatabase}`);
}

// ---------------------------------------------------------------- Redis

async function redisAnswers() {
  const client = createClient({ url: TEST_REDIS_URL, socket: { connectTimeout: 1500, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    if (client.isOpen) await client.close().catch(() => undefined);
  }
}

async function ensureRedis() {
  if (await redisAnswers()) {
    log('Redis is running');
    return;
  }
  const url = new URL(TEST_REDIS_URL);
  if (!['127.0.0.1', 'localhost', '::1'].includes(url.hostname)) fail(`Redis at ${url.host} is not answering.`);
  log('Redis is not answering; starting it');
  const port = url.port || '6379';
  const started = run('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '-::1', '--port', port, '--save', '', '--appendonly', 'no']);
  if (!started.ok) fail(`redis-server could not be started: ${started.output}`);
  if (!(await waitFor('Redis', redisAnswers, 15_000))) fail('Redis was started but did not answer within 15 s.');
  log('Redis started');
}

try {
  await ensureMariadb();
  await ensureRedis();
  log('all services are ready');
} catch (err) {
  fail(err.stack || err.message);
}
