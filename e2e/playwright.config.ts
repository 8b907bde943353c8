import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3310);
// A fresh SQLite file per run, so the wall starts empty.
const dbFile = path.join(os.tmpdir(), `flow-e2e-${process.pid}-${Date.now()}.sqlite`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(__dirname, '..', 'test-results', 'e2e.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // page.route cannot see requests a service worker makes, and most suites stub the API with
    // it: the worker is off except where a suite turns it on (pwa.spec.ts, notifications).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node bff/dist/index.mjs',
    cwd: path.join(__dirname, '..'),
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      FLOW_SQLITE_FILE: dbFile,
      LOG_LEVEL: 'warn',
      FLOW_REMOTE_TIMEOUT_MS: '2500',
      // The notification spec's stand-in push service.
      FLOW_PUSH_HOSTS: 'push.example.test',
      // Every test browses from 127.0.0.1; the limits themselves are covered by BFF tests.
      FLOW_RATE_LIMIT_IDENTITY: '10000/600',
      FLOW_RATE_LIMIT_POSTS: '10000/600',
      FLOW_RATE_LIMIT_RESPONSES: '10000/600',
      FLOW_RATE_LIMIT_HEARTS: '10000/60',
      FLOW_RATE_LIMIT_PRAYER_REQUESTS: '10000/600',
      FLOW_RATE_LIMIT_PRAYER_RESPONSES: '10000/600',
      FLOW_RATE_LIMIT_PRAYERS: '10000/600',
      FLOW_RATE_LIMIT_REPORTS: '10000/600',
      FLOW_RATE_LIMIT_VISITORS: '10000/600',
      FLOW_RATE_LIMIT_MANNA_IMAGES: '10000/600',
      // Lets a test stand in for a visitor from another country (X-Forwarded-For); e2e/crisis.spec.ts.
      TRUST_PROXY: '1',
      // The sign-in and moderation tests read links from the outbox (the server binds 127.0.0.1
      // only); a fresh outbox per run, so a link mailed to the same address earlier is never read.
      FLOW_DEV_OUTBOX: '1',
      FLOW_MAIL_OUTBOX_DIR: path.join(os.tmpdir(), `flow-e2e-outbox-${process.pid}-${Date.now()}`),
      FLOW_MODERATOR_EMAILS: 'moderator@flow.test',
      // Add Your Charity on /charities writes here (e2e/content.spec.ts).
      FLOW_CHARITIES_EMAIL: 'charities@flow.test',
    },
  },
});
