import { expect, test, type Page } from '@playwright/test';
import { linkFor } from './support';

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
