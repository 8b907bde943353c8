import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

test('the native shell, simulated in the browser: logo hidden, purple theme, 300 px below the page while typing', async ({ page }) => {
  await page.goto('/?native=android');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-native', 'android');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Flow' })).toBeHidden();
  await expect(page.getByTestId('language-select')).toBeVisible();
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#6b3fbf');

  const bodyPadding = () => page.evaluate(() => getComputedStyle(document.body).paddingBottom);
  expect(await bodyPadding()).toBe('0px');
  await page.evaluate(() => window.dispatchEvent(new Event('keyboardWillShow')));
  await expect.poll(bodyPadding).toBe('300px');
  await page.evaluate(() => window.dispatchEvent(new Event('keyboardWillHide')));
  await expect.poll(bodyPadding).toBe('0px');

  // The simulation lasts for the tab, across navigations, until ?native=off.
  await page.goto('/about');
  await expect(html).toHaveAttribute('data-native', 'android');
  await page.goto('/?native=off');
  await expect(html).not.toHaveAttribute('data-native', /.*/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Flow' })).toBeVisible();
});

test('a plain browser is not the native shell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Flow' })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('keyboardWillShow')));
  expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
});
