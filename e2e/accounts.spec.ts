import { expect, test } from '@playwright/test';
import { linkFor } from './support';

test('a guest on the dashboard is asked to sign in, or can continue as guest', async ({ page }) => {
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute('href', '/api/login?returnTo=%2Fuser-dashboard');
  await page.getByRole('link', { name: 'Continue as Guest' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('sign in with an e-mail link, see the user menu and every dashboard tab, sign out', async ({ page }) => {
  const email = `ruth.${Date.now()}@example.org`;
  await page.goto('/user-dashboard');
  await page.getByRole('link', { name: 'Sign In' }).last().click();

  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fuser-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Flow' })).toBeVisible();
  await page.getByLabel('E-mail address').fill('not-an-address');
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`We sent a sign-in link to ${email}.`, { exact: false })).toBeVisible();

  const link = await linkFor(page, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Complete your sign-in' })).toBeVisible();
  await page.getByTestId('confirm-sign-in').click();

  // Back where sign-in started, as the signed-in person.
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByRole('heading', { name: /Your Dashboard/ })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${email}`)).toBeVisible();
  await expect(page.getByTestId('plan-badge')).toHaveText('Free');

  // User menu: initial, name (the e-mail when no name is known), e-mail, Dashboard, Sign Out.
  const menu = page.getByTestId('user-menu');
  await expect(menu).toContainText('R');
  await menu.click();
  await expect(page.getByRole('menu')).toContainText(email);
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Overview
  await expect(page.getByText('Prayer Usage')).toBeVisible();
  await expect(page.getByTestId('usage-remaining')).toHaveText('1 / 1 remaining');
  await expect(page.getByTestId('usage-bar')).toHaveAttribute('data-state', 'available');
  await expect(page.getByText('Missionary Connection')).toBeVisible();
  await expect(page.getByText('8 prayer requests per month (max 2 per week)')).toBeVisible();
  // The upgrade buttons open the upgrade dialog (spec 001 §2).
  await page.getByRole('button', { name: 'Upgrade for £9.99/month' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade to Premium' })).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByText('Account Information')).toBeVisible();
  await expect(page.getByText('Free User')).toBeVisible();

  // Subscription
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Free Plan' })).toBeVisible();
  await expect(page.getByText('Limited features')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();

  // Prayer History
  await page.getByRole('tab', { name: 'Prayer History' }).click();
  await expect(page.getByText('Your Prayer Journey')).toBeVisible();
  await expect(page.getByText('Chronological order')).toBeVisible();
  await expect(page.getByTestId('history-count')).toHaveText(/^\d+ spiritual interactions$/);

  // Settings
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText('Your prayer requests and conversations are kept strictly confidential.')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(email)).toBeVisible();
  // A GET of /api/logout changes nothing: it lands on a page with a Sign Out button.
  await page.goto('/api/logout');
  await expect(page.getByRole('heading', { name: 'Sign out of Flow?' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  // The dashboard's own Sign Out posts the form, a full-page navigation.
  await page.goto('/user-dashboard');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('sign-in')).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByText('This sign-in link has already been used. Please request a new one.')).toBeVisible();
  await expect(page.getByTestId('confirm-sign-in')).toHaveCount(0);
});

test("the prayer history holds what the person shared before signing in", async ({ page }) => {
  const email = `naomi.${Date.now()}@example.org`;
  // Any page binds the browser's anonymous identity; the post goes through the public API.
  await page.goto('/about');
  await expect(page.getByTestId('sign-in')).toBeVisible();
  const shared = await page.request.post('/api/posts', { data: { content: 'Thank you for carrying me through this week' } });
  expect(shared.status()).toBe(201);

  await page.goto('/sign-in?returnTo=%2Fuser-dashboard');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await page.goto(await linkFor(page, email));
  await page.getByTestId('confirm-sign-in').click();
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await page.getByRole('tab', { name: 'Prayer History' }).click();
  const item = page.locator('[data-testid="history-item"][data-type="post"]').filter({ hasText: 'Thank you for carrying me through this week' });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Community Post');

  // Sign Out from the user menu posts a form.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('sign-in')).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('a link opened in another browser names the account and leaves that browser’s posts out unless asked', async ({ page, browser }) => {
  const email = `orpah.${Date.now()}@example.org`;
  await page.goto('/sign-in');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const link = await linkFor(page, email);

  const other = await browser.newContext();
  try {
    const stranger = await other.newPage();
    await stranger.goto('/about');
    await expect(stranger.getByTestId('sign-in')).toBeVisible();
    const shared = await stranger.request.post('/api/posts', { data: { content: 'Words written in the second browser' } });
    expect(shared.status()).toBe(201);

    await stranger.goto(link);
    await expect(stranger.getByRole('heading', { name: 'Confirm this sign-in' })).toBeVisible();
    await expect(stranger.getByTestId('other-browser')).toContainText(email);
    const bring = stranger.getByRole('checkbox', { name: "Also bring this browser's posts into the account" });
    await expect(bring).not.toBeChecked();
    await stranger.getByTestId('confirm-sign-in').click();
    await expect(stranger).toHaveURL(/\/$/);
    await expect(stranger.getByTestId('user-menu')).toBeVisible();

    await stranger.goto('/user-dashboard');
    await stranger.getByRole('tab', { name: 'Prayer History' }).click();
    await expect(stranger.getByText('Your Prayer Journey')).toBeVisible();
    await expect(stranger.getByText('Words written in the second browser')).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('the mobile menu offers Dashboard and Sign Out once signed in', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = `boaz.${Date.now()}@example.org`;
  await page.goto('/sign-in');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await page.goto(await linkFor(page, email));
  await page.getByTestId('confirm-sign-in').click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.locator('#mobile-nav');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Notifications' })).toHaveCount(0);
  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-nav').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.locator('#mobile-nav').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});
