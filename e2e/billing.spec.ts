import { expect, test, type Browser, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { linkFor } from './support';

const SHOTS = path.join(__dirname, '..', 'test-results', 'screenshots');

async function signIn(page: Page, returnTo: string): Promise<string> {
  const email = `premium.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await page.goto(await linkFor(page, email));
  await page.getByTestId('confirm-sign-in').click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[/?]/g, '\\$&')}$`));
  return email;
}

/** A human missionary, signed up through the War Room's call in a browser of their own. */
async function missionaryIn(browser: Browser): Promise<{ page: Page; displayName: string }> {
  const page = await browser.newPage();
  await signIn(page, '/missionaries');
  const res = await page.request.post('/api/missionaries', {
    data: { name: 'Naomi Reyes', phoneNumber: '+1 555 010 0123', country: 'US', languages: ['hi'], specialization: 'Prayer Support', agreeToTerms: true },
  });
  expect(res.status()).toBe(201);
  return { page, displayName: ((await res.json()) as { displayName: string }).displayName };
}

test('a guest asking to upgrade is told to sign in', async ({ page }) => {
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Upgrade to Premium', level: 1 })).toBeVisible();
  await expect(page.getByTestId('plan-premium')).toContainText('£9.99');
  await page.getByTestId('subscribe-upgrade').click();
  await expect(page.getByText('Please sign in to upgrade to premium.', { exact: true })).toBeVisible();
});

test('the home page shows the plan banner, and View Plans opens Choose Your Flow Plan', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('plan-banner').getByRole('button', { name: 'View Plans' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Your Flow Plan' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(dialog.getByTestId('usage-summary')).toHaveText('Sign in to see your usage.');
  await expect(dialog.getByTestId('test-mode-note')).toBeVisible();
});

test('upgrade through the sandbox, see Premium on the dashboard, then cancel in the portal', async ({ page }) => {
  await signIn(page, '/subscribe');
  await page.getByTestId('subscribe-upgrade').click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await expect(dialog.getByTestId('test-mode-note')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();

  await expect(page).toHaveURL(/\/checkout\/sandbox\?session=/);
  await expect(page.getByTestId('sandbox-test-mode')).toContainText('Nothing is charged');
  await page.getByTestId('sandbox-pay').click();

  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByText('Welcome to Premium! ✨', { exact: true })).toBeVisible();
  await expect(page.getByTestId('plan-badge')).toHaveText('Premium');
  await expect(page.getByTestId('usage-remaining')).toHaveText('8 / 8 remaining');
  await expect(page.getByTestId('usage-week')).toHaveText('This week: 2 of 2 left');
  await expect(page.getByText('Premium Active')).toBeVisible();

  // Subscribing again is refused: the subscribe page says Already Premium.
  await page.goto('/subscribe');
  await expect(page.getByTestId('already-premium')).toBeVisible();
  await expect(page.getByTestId('subscribe-upgrade')).toHaveCount(0);

  await page.goto('/user-dashboard');
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await page.getByTestId('manage-subscription').click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/portal\?session=/);
  await page.getByTestId('sandbox-cancel-subscription').click();
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByTestId('plan-badge')).toHaveText('Free');
  await expect(page.getByTestId('usage-remaining')).toHaveText('1 / 1 remaining');
});

test('cancelling at the sandbox checkout charges nothing and says so', async ({ page }) => {
  await signIn(page, '/subscribe');
  await page.getByTestId('subscribe-upgrade').click();
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\?session=/);
  await page.getByTestId('sandbox-cancel').click();
  await expect(page.getByText('No charges were made. You can try again anytime.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/subscribe$/);
  await page.goto('/user-dashboard');
  await expect(page.getByTestId('plan-badge')).toHaveText('Free');
});

test('a visitor donates by card in the sandbox from the home page', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('plan-banner').getByRole('button', { name: 'Support Flow' }).click();
  const dialog = page.getByRole('dialog', { name: 'Support Flow Development' });
  await expect(dialog.getByLabel('Donation amount (USD)')).toHaveValue('10');
  await dialog.getByLabel('Donation amount (USD)').fill('0');
  await dialog.getByTestId('donate-continue').click();
  await expect(page.getByText('Please enter a valid donation amount.', { exact: true })).toBeVisible();
  await dialog.getByLabel('Donation amount (USD)').fill('12.50');
  await dialog.getByTestId('donate-continue').click();
  await dialog.getByTestId('donate-card').click();
  await expect(dialog.getByTestId('donate-test-mode')).toBeVisible();
  await dialog.getByRole('button', { name: 'Donate $12.50' }).click();
  await expect(page.getByText('Your donation helps keep Flow running and improving!', { exact: true })).toBeVisible();
  // Closes by itself after 2 seconds; opened again it starts at 10.
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await page.getByTestId('plan-banner').getByRole('button', { name: 'Support Flow' }).click();
  await expect(page.getByRole('dialog', { name: 'Support Flow Development' }).getByLabel('Donation amount (USD)')).toHaveValue('10');
});

test('a signed-in visitor upgrades through the sandbox and connects with a missionary by text', async ({ page, browser }) => {
  // Two people, two sign-ins, a checkout and two dashboards: longer than one screen's test.
  test.setTimeout(90_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const missionary = await missionaryIn(browser);

  // Before Premium the connect page asks for it.
  await signIn(page, '/connect-missionary');
  await expect(page.getByRole('heading', { name: 'Premium Required' })).toBeVisible();
  await expect(page.getByText(/£9\.99\/month/)).toBeVisible();
  await page.getByTestId('connect-upgrade').click();
  await page.getByRole('dialog', { name: 'Upgrade to Premium' }).getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\?session=/);
  await page.getByTestId('sandbox-pay').click();
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByTestId('plan-badge')).toHaveText('Premium');

  await page.getByRole('link', { name: 'Send Prayer Request' }).click();
  await expect(page).toHaveURL(/\/connect-missionary$/);
  await expect(page.getByRole('heading', { name: 'Connect with a Missionary' })).toBeVisible();
  await expect(page.getByTestId('connect-remaining')).toHaveText('Remaining requests this month: 8');
  await expect(page.getByTestId('connect-back')).toHaveAttribute('href', '/user-dashboard');

  // What is missing is said in a toast.
  await page.getByTestId('connect-send').click();
  await expect(page.getByText('Choose a missionary to send your prayer request to.', { exact: true })).toBeVisible();
  await page.getByTestId('missionary-picker').click();
  const options = page.getByRole('option');
  await expect(options.filter({ hasText: missionary.displayName })).toBeVisible();
  // AI helpers take no direct requests.
  await expect(options.filter({ hasText: /Helper|AI/ })).toHaveCount(0);
  await options.filter({ hasText: missionary.displayName }).click();
  await page.getByTestId('connect-send').click();
  await expect(page.getByText("Share what you'd like prayer for.", { exact: true })).toBeVisible();

  const stamp = Date.now().toString(36).replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
  const text = `Please pray for my father as he recovers at home, ${stamp}.`;
  await page.getByTestId('connect-text').fill(text);
  await expect(page.getByText(`${text.length}/500 characters`)).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `connect-missionary-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('connect-send').click();

  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByText('Prayer request sent', { exact: true })).toBeVisible();
  await expect(page.getByTestId('usage-remaining')).toHaveText('7 / 8 remaining');
  await expect(page.getByTestId('usage-week')).toHaveText('This week: 1 of 2 left');
  await page.getByRole('tab', { name: 'Prayer History' }).click();
  await expect(page.getByText(text)).toBeVisible();

  // It reaches the chosen missionary alone, marked private.
  await missionary.page.goto('/missionary-dashboard');
  const request = missionary.page.getByTestId('pending-request').filter({ hasText: stamp });
  await expect(request).toBeVisible();
  await expect(request.getByTestId('private-request')).toHaveText('Private request');
  for (const width of [1280, 375]) {
    await missionary.page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await missionary.page.screenshot({ path: path.join(SHOTS, `missionary-private-request-${width}.png`), fullPage: true });
  }
  const wall = await page.request.get('/api/prayer-requests');
  expect(await wall.text()).not.toContain(stamp);
});

test('a visitor donates through the sandbox PayPal, never loading paypal.com', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (req) => {
    if (/paypal\.com/.test(new URL(req.url()).hostname)) external.push(req.url());
  });
  await page.goto('/');
  await page.getByTestId('plan-banner').getByRole('button', { name: 'Support Flow' }).click();
  const dialog = page.getByRole('dialog', { name: 'Support Flow Development' });
  await dialog.getByLabel('Donation amount (USD)').fill('7.25');
  await dialog.getByTestId('donate-continue').click();
  await dialog.getByTestId('donate-paypal').click();
  await expect(dialog.getByTestId('donate-paypal-test-mode')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeVisible();
  await dialog.getByTestId('donate-paypal-continue').click();

  await expect(page).toHaveURL(/\/checkout\/sandbox\/paypal\?order=SANDBOX-/);
  await expect(page.getByTestId('sandbox-test-mode')).toContainText('Nothing is charged');
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `paypal-sandbox-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const order = new URL(page.url()).searchParams.get('order') ?? '';
  await page.getByTestId('sandbox-paypal-approve').click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your donation helps keep Flow running and improving!', { exact: true })).toBeVisible();
  // Retrying the capture records nothing twice and answers the same.
  const again = await page.request.post(`/paypal/order/${encodeURIComponent(order)}/capture`, { data: {} });
  expect(await again.json()).toEqual({ status: 'COMPLETED', id: order });
  expect(external).toEqual([]);
});
