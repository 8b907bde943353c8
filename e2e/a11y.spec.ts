import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// axe on the screens a first visitor meets, in their states without an account. Serious and
// critical findings fail, and headings that skip a level; the rest are printed for whoever works on the screen next.
for (const path of [
  '/',
  '/sign-in',
  '/user-dashboard',
  '/subscribe',
  '/checkout/sandbox',
  '/moderation',
  '/no-such-page',
  '/missionaries',
  '/join-mission',
  '/missionary-dashboard',
  '/about',
  '/charities',
  '/daily-verse',
  '/daily-verse-detailed',
  '/marketing',
  '/notification-settings',
  '/connect-missionary',
]) {
  test(`no serious accessibility problems on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    // Headings that skip a level are only "moderate" to axe, but Lighthouse's accessibility score
    // counts them, and a screen reader's outline of the page is built from them.
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order');
    for (const v of violations) console.log(`${path}: ${v.impact} ${v.id} — ${v.help} (${v.nodes.length})`);
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
