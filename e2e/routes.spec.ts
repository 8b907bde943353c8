import { expect, test } from '@playwright/test';
import { chooseLanguage, composer } from './support';

// Screens built in their own remotes: they must answer with their screen, never Page Not Found.
const builtPaths = ['/notification-settings', '/connect-missionary'];

test('the home path shows the community wall', async ({ page }) => {
  await page.goto('/');
  await expect(composer(page)).toBeVisible();
});

for (const path of builtPaths) {
  test(`${path} shows its own screen`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  });
}

// Unknown paths show the real Page Not Found.
for (const path of ['/no-such-page', '/posts/123']) {
  test(`${path} resolves to its screen or to Page Not Found`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(
      page.getByText("The page you're looking for doesn't exist, but our community is always here to support you."),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Return to Community' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(composer(page)).toBeVisible();
  });
}

test('the header links lead to their paths and the language can change', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const [name, href] of [
    ['Home', '/'],
    ["Today's Manna", '/daily-verse'],
    ['About', '/about'],
    ['War Room', '/missionaries'],
    ['Charities', '/charities'],
    ['Notifications', '/notification-settings'],
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await chooseLanguage(page, 'es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => localStorage.getItem('flow-language'))).toBe('es');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the mobile menu omits notification settings', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-nav');
  await expect(menu.getByRole('link', { name: 'War Room' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Notifications' })).toHaveCount(0);
});
