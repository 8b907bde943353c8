import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { linkFor } from './support';

const SHOTS = path.join(__dirname, '..', 'test-results', 'screenshots');

test('a visitor joins the prayer team in the War Room, answers an assigned prayer request, and the requester sees it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = `warroom-${Date.now().toString(36)}@flow.test`;
  fs.mkdirSync(SHOTS, { recursive: true });

  await page.goto('/missionaries');
  await expect(page.getByRole('heading', { name: 'War Room', level: 1 })).toBeVisible();
  // The seeded AI helpers are on a fresh install, plainly marked as AI helpers.
  const helper = page.getByRole('article', { name: 'Hopeful Barnabas' });
  await expect(helper).toContainText('AI Helper');
  await expect(helper).toContainText('I am an AI helper, not a person.');
  const before = Number(await page.getByTestId('active-count').textContent());
  expect(before).toBeGreaterThanOrEqual(3);
  // Each card opens a chat: AI helpers with their own label (e2e/chat.spec.ts follows it).
  await expect(helper.getByRole('button', { name: 'Chat with AI Helper' })).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `war-room-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Signed out, the form asks for sign-in first and the link brings the person back to it.
  await page.getByRole('button', { name: 'Join Our Mission' }).click();
  await expect(page.getByRole('heading', { name: 'Join Our Prayer Mission' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).last().click();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fmissionaries%3Fjoin%3D1$/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await page.goto(await linkFor(page, email));
  await page.getByTestId('confirm-sign-in').click();
  await expect(page).toHaveURL(/\/missionaries\?join=1$/);

  // The shared rules answer in the form before anything is sent.
  await page.getByLabel('Your name').fill('M');
  await page.getByRole('button', { name: 'Join Prayer Network' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('You must agree to the terms and conditions to continue')).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `war-room-form-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel('Your name').fill('Marta Quill');
  await page.getByLabel('WhatsApp phone number').fill('+44 7700 900456');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Join Prayer Network' }).click();
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText('Welcome to Our Prayer Network!')).toBeVisible();
  const toastText = await toasts.getByText(/Your display name is /).textContent();
  const displayName = /Your display name is (.+)\.$/.exec(toastText ?? '')?.[1];
  expect(displayName).toBeTruthy();

  // Back on the refreshed team: one more prayer warrior, shown by display name only.
  await expect(page.getByTestId('active-count')).toHaveText(String(before + 1));
  const card = page.getByRole('article', { name: displayName });
  await expect(card).toContainText('Human');
  await expect(card).toContainText('United States');
  await expect(page.getByText('Marta Quill')).toHaveCount(0);
  await expect(page.getByText('7700')).toHaveCount(0);

  // A second sign-up from the same account is refused with the server's message.
  await page.getByRole('button', { name: 'Join Our Mission' }).click();
  await page.getByLabel('Your name').fill('Marta Quill');
  await page.getByLabel('WhatsApp phone number').fill('+44 7700 900456');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Join Prayer Network' }).click();
  await expect(toasts.getByText('This account already has a missionary profile.')).toBeVisible();

  // The dashboard knows this missionary from the session alone.
  await page.goto('/missionary-dashboard');
  await expect(page.getByRole('heading', { name: 'Missionary Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${displayName}`)).toBeVisible();
  await expect(page.getByText('No pending prayer requests at the moment.')).toBeVisible();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByText('Prayers answered')).toBeVisible();
  await expect(page.getByText('Marta Quill')).toHaveCount(0);

  // Someone shares a prayer request in English: it is assigned to this missionary.
  const requester = await browser.newPage();
  await requester.goto('/about');
  await expect(requester.getByTestId('sign-in')).toBeVisible();
  const stamp = Date.now().toString(36).replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
  const text = `Please pray for my sister as she starts a new job, ${stamp}.`;
  expect((await requester.request.post('/api/prayer-requests', { data: { content: text } })).status()).toBe(201);

  const pending = page.getByTestId('pending-request').filter({ hasText: stamp });
  await expect(async () => {
    await page.goto('/missionary-dashboard');
    await expect(pending).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByText('Select a prayer request to respond')).toBeVisible();
  await pending.click();
  await expect(pending).toContainText('Selected for Response');
  const answer = 'I am praying that this new job brings your sister peace and good colleagues.';
  await page.getByLabel('Your prayer response').fill(answer);
  await expect(page.getByText(`${answer.length}/500 characters`)).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `missionary-dashboard-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Send Response' }).click();
  await expect(page.getByText('No pending prayer requests at the moment.')).toBeVisible();
  await page.getByRole('tab', { name: 'My Responses' }).click();
  const mine = page.getByTestId('my-response').filter({ hasText: answer });
  await expect(mine).toContainText('Unread');
  await expect(page.getByText('1 prayer', { exact: true })).toBeVisible();

  // The requester's own card shows the answer; seeing it marks it read for the missionary.
  await requester.goto('/');
  const own = requester.getByTestId('prayer-request').filter({ hasText: stamp });
  await expect(own.getByTestId('missionary-prayed')).toContainText('A missionary prayed for you');
  await expect(own.getByTestId('missionary-prayed')).toContainText(answer);
  await own.scrollIntoViewIfNeeded();
  await requester.screenshot({ path: path.join(SHOTS, 'missionary-prayed-1280.png') });
  // Nobody else sees it.
  const stranger = await browser.newPage();
  await stranger.goto('/');
  await expect(stranger.getByTestId('prayer-request').filter({ hasText: stamp })).toBeVisible();
  await expect(stranger.getByTestId('missionary-prayed')).toHaveCount(0);
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'My Responses' }).click();
    await expect(mine).toContainText('Read', { timeout: 1000 });
    await expect(mine).not.toContainText('Unread', { timeout: 1000 });
  }).toPass();
});

test('the missionary dashboard asks a visitor without a missionary profile to join', async ({ page }) => {
  await page.goto('/missionary-dashboard');
  await expect(page.getByRole('heading', { name: 'Missionary Access Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join as Missionary' })).toHaveAttribute('href', '/join-mission');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `missionary-access-${width}.png`), fullPage: true });
  }
  // A forged id gets nothing, signed in or not.
  const forged = await page.request.get('/api/missionaries/00000000-0000-4000-8000-00000000a101/prayer-requests');
  expect(forged.status()).toBe(401);
});
