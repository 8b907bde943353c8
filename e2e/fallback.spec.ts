import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, composer } from './support';

const notice = (page: Page) => page.getByTestId('remote-fallback');

async function headerStillWorks(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await chooseLanguage(page, 'fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await chooseLanguage(page, 'en');
}

test('a remote that is down shows a short notice while the rest of the app works', async ({ page }) => {
  await page.route('**/remotes/community/**', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/');
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText('This part of Flow is resting for a moment');
  await headerStillWorks(page);
});

test('a remote that refuses connections shows the notice, and Try again recovers', async ({ page }) => {
  let refuse = true;
  await page.route('**/remotes/community/**', (route) => (refuse ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/');
  await expect(notice(page)).toBeVisible();
  refuse = false;
  await notice(page).getByRole('button', { name: 'Try again' }).click();
  await expect(composer(page)).toBeVisible();
});

test('a remote that hangs without answering shows the notice within seconds', async ({ page }) => {
  // Never answered: only our own timeout can end the wait.
  await page.route('**/remotes/missionary/**', () => undefined);
  const started = Date.now();
  await page.goto('/missionaries');
  await expect(notice(page)).toBeVisible({ timeout: 12_000 });
  expect(Date.now() - started).toBeLessThan(12_000);
  await headerStillWorks(page);
  // Other areas keep working.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Home' }).first().click();
  await expect(composer(page)).toBeVisible();
});

test('the notice is localized', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('flow-language', 'es'));
  await page.route('**/remotes/community/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).not.toContainText('This part of Flow is resting for a moment');
});

test('without the remotes manifest the shell still runs and every area explains itself', async ({ page }) => {
  await page.route('**/api/remotes', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');
  await expect(notice(page)).toBeVisible();
  await headerStillWorks(page);
});
