import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { startSecondServer } from './support';

// A Flow of its own with a known number of posts, so the pages are exact whatever other specs share.
const port = Number(process.env.E2E_PAGES_PORT ?? 3316);
const origin = `http://127.0.0.1:${port}`;
const TOTAL = 27;
const PRAYERS = 23;
let server: ChildProcess;

test.beforeAll(async () => {
  server = await startSecondServer(port, {
    FLOW_RATE_LIMIT_POSTS: '1000/600',
    FLOW_RATE_LIMIT_PRAYER_REQUESTS: '1000/600',
    FLOW_RATE_LIMIT_IDENTITY: '1000/600',
  });
  const id = await fetch(`${origin}/api/identity`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: '{}' });
  const cookie = id.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  for (let i = 1; i <= TOTAL; i++) {
    const res = await fetch(`${origin}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin },
      body: JSON.stringify({ content: `Paged wall post number ${String.fromCharCode(64 + i)}` }),
    });
    expect(res.status).toBe(201);
  }
  for (let i = 1; i <= PRAYERS; i++) {
    const res = await fetch(`${origin}/api/prayer-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin },
      body: JSON.stringify({ content: `Please pray for request number ${String.fromCharCode(64 + i)}` }),
    });
    expect(res.status).toBe(201);
  }
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('Load more shows older posts from the keyboard and says so to screen readers', async ({ page }) => {
  await page.goto(`${origin}/`);
  const cards = page.getByTestId('post-card');
  await expect(cards).toHaveCount(20);
  // Newest first: the last one shared is on top, the first seven wait on the next page.
  await expect(cards.first()).toContainText('number [');
  await expect(page.getByText('Paged wall post number A.', { exact: true })).toHaveCount(0);

  const loadMore = page.getByRole('button', { name: 'Load more posts' });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(TOTAL);
  await expect(page.getByText('Paged wall post number A.', { exact: true })).toBeVisible();
  // Nothing older is left: the button goes and the status line says why, politely.
  await expect(loadMore).toHaveCount(0);
  const status = page.getByRole('status').filter({ hasText: 'You have reached the oldest posts.' });
  await expect(status).toHaveAttribute('aria-live', 'polite');
  // No post is shown twice.
  const texts = await cards.allTextContents();
  expect(new Set(texts.map((t) => /number (.)/.exec(t)?.[1])).size).toBe(TOTAL);
});

test('the prayer wall counts every request in its title and loads the older ones on request', async ({ page }) => {
  await page.goto(`${origin}/`);
  const requests = page.getByTestId('prayer-request');
  await expect(page.getByRole('heading', { name: `Recent Prayer Requests with Biblical Guidance (${PRAYERS})` })).toBeVisible();
  await expect(requests).toHaveCount(20);
  await expect(page.getByText('Please pray for request number A', { exact: false })).toHaveCount(0);

  const loadMore = page.getByRole('button', { name: 'Load more prayer requests' });
  await loadMore.click();
  await expect(requests).toHaveCount(PRAYERS);
  await expect(page.getByText('Please pray for request number A', { exact: false })).toBeVisible();
  await expect(loadMore).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: "You have reached the oldest prayer requests on today's wall." })).toBeVisible();
  // The posts wall below keeps its own control and status line.
  await expect(page.getByRole('button', { name: 'Load more posts' })).toBeVisible();
});
