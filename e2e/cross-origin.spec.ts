import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { composer, sharePost, startSecondServer } from './support';

// A second Flow whose community remote lives on another origin (the first server plays the
// CDN): the shell learns that at run time from /api/remotes, and CORS lets it load.
const mainOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3310}`;
const port = 3312;
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess;

test.beforeAll(async () => {
  server = await startSecondServer(port, { FLOW_REMOTE_COMMUNITY_URL: `${mainOrigin}/remotes/community/mf-manifest.json` });
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('a remote served from another origin loads and works', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/remotes/community/')) remoteRequests.push(new URL(req.url()).origin);
  });
  await page.goto(`${origin}/`);
  await expect(composer(page)).toBeVisible();
  expect(new Set(remoteRequests)).toEqual(new Set([mainOrigin]));
  // The API stays on the page's own origin.
  await sharePost(page, 'Shared through a remote from another origin.');
});
