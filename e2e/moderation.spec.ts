import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { linkFor } from './support';

/** Listed in FLOW_MODERATOR_EMAILS by playwright.config.ts. */
const MODERATOR = 'moderator@flow.test';
const SHOTS = path.join(__dirname, '..', 'test-results', 'screenshots');

const card = (page: Page, text: string) => page.getByTestId('moderation-item').filter({ hasText: text });
const onWall = (page: Page, text: string) => page.getByTestId('post-card').filter({ hasText: text });

test('a moderator releases a held post and removes a reported one, and the wall follows', async ({ page, browser }) => {
  // Three browsers and a sign-in: longer than one page's flow on this shared machine.
  test.setTimeout(90_000);
  // Letters in the stamp: a long run of digits would be masked as a phone number on the wall.
  const stamp = Date.now().toString(36);
  const held = `Some nights I want to die ${stamp}`;
  const reported = `Buy cheap watches at my shop ${stamp}`;

  // An author shares both through the public API; the self-harm filter holds the first.
  const author = await browser.newPage();
  await author.goto('/about');
  await expect(author.getByTestId('sign-in')).toBeVisible();
  expect((await (await author.request.post('/api/posts', { data: { content: held } })).json()).heldForReview).toBe(true);
  const created = await (await author.request.post('/api/posts', { data: { content: reported } })).json();
  // A brand-new visitor reports the second: it goes to the queue but stays on the wall.
  const reporter = await browser.newPage();
  await reporter.goto('/about');
  await expect(reporter.getByTestId('sign-in')).toBeVisible();
  const report = await reporter.request.post('/api/reports', { data: { itemType: 'post', itemId: created.id, reason: 'spam', details: 'advertising' } });
  expect(await report.json()).toEqual({ recorded: true, hidden: false });
  await author.goto('/');
  await expect(onWall(author, reported)).toBeVisible();
  await expect(onWall(author, held)).toHaveCount(0);

  // Signed out, the queue asks for sign-in and comes back here afterwards.
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { name: 'Sign in to moderate' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).last().click();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fmoderation$/);
  await page.getByLabel('E-mail address').fill(MODERATOR);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await page.goto(await linkFor(page, MODERATOR));
  await page.getByTestId('confirm-sign-in').click();
  await expect(page).toHaveURL(/\/moderation$/);
  await expect(page.getByRole('heading', { name: 'Moderation queue' })).toBeVisible();
  // A moderator finds the queue again from the user menu.
  await page.goto('/');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Moderation queue' }).click();
  await expect(page).toHaveURL(/\/moderation$/);
  await expect(page.getByRole('heading', { name: 'Moderation queue' })).toBeVisible();

  const heldCard = card(page, held);
  const reportedCard = card(page, reported);
  await expect(heldCard).toContainText('Held by the content filter: possible self-harm');
  await expect(heldCard.getByTestId('moderation-crisis')).toBeVisible();
  await expect(reportedCard).toContainText('Reports: 1');
  await expect(reportedCard).toContainText('Spam or advertising × 1');
  await expect(reportedCard).toContainText('advertising');
  // Oldest first: the held post was shared first.
  const order = await page.getByTestId('moderation-item').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  expect(order.findIndex((t) => t.includes(held))).toBeLessThan(order.findIndex((t) => t.includes(reported)));

  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, 'moderation-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: path.join(SHOTS, 'moderation-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The author of the held post can be sent the crisis lines, once.
  await heldCard.getByRole('button', { name: 'Send the crisis lines to the author' }).click();
  await expect(page.getByText('The author will see the crisis lines at the top of their wall.', { exact: true })).toBeVisible();
  await expect(heldCard.getByRole('button', { name: 'Crisis lines sent to the author' })).toBeDisabled();

  await heldCard.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByText('Released: the item is visible again.', { exact: true })).toBeVisible();
  await expect(heldCard).toHaveCount(0);

  await reportedCard.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('dialog', { name: 'Remove this item?' })).toBeVisible();
  await page.getByTestId('confirm-remove').click();
  await expect(page.getByText('Removed: the item will not be shown again.', { exact: true })).toBeVisible();
  await expect(reportedCard).toHaveCount(0);

  // The wall follows both decisions; the author also sees the note with the crisis lines.
  await author.goto('/');
  await expect(onWall(author, held)).toBeVisible();
  await expect(onWall(author, reported)).toHaveCount(0);
  await expect(author.getByTestId('care-note')).toBeVisible();
  await reporter.goto('/');
  await expect(onWall(reporter, held)).toBeVisible();
  await expect(reporter.getByTestId('care-note')).toHaveCount(0);
});

test('a signed-in member who is not a moderator is told the queue is not for them', async ({ page }) => {
  const email = `member.${Date.now()}@example.org`;
  await page.goto('/sign-in?returnTo=%2Fmoderation');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await page.goto(await linkFor(page, email));
  await page.getByTestId('confirm-sign-in').click();
  await expect(page).toHaveURL(/\/moderation$/);
  await expect(page.getByRole('heading', { name: 'Moderators only' })).toBeVisible();
  expect((await page.request.get('/api/moderation/queue')).status()).toBe(403);
});
