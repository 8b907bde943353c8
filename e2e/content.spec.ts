import { expect, test } from '@playwright/test';

test.describe("Today's Manna (/daily-verse, spec 001 §2)", () => {
  test('shows the verse of the visitor’s day, the Jewish calendar, the moon and the QR code', async ({ page, request }) => {
    // 10 December 2026 in the browser: Chanukah's seventh candle and Rosh Chodesh Tevet.
    await page.clock.setFixedTime(new Date('2026-12-10T09:00:00'));
    const expected = await (await request.get('/api/daily-verse?date=2026-12-10')).json();
    await page.goto('/daily-verse');
    await expect(page.getByRole('heading', { name: "Today's Manna", level: 1 })).toBeVisible();
    await expect(page.getByTestId('manna-date')).toHaveText('Thursday, December 10, 2026');
    const card = page.getByTestId('manna-verse');
    await expect(card).toContainText(expected.verse);
    await expect(card).toContainText(expected.reference);
    await expect(card.getByText(expected.source === 'torah' ? 'Torah' : 'Bible', { exact: true })).toBeVisible();
    const calendar = page.getByTestId('jewish-calendar');
    await expect(calendar).toContainText('30th of Kislev, 5787');
    await expect(calendar.getByRole('listitem')).toHaveCount(3);
    await expect(calendar).toContainText('Rosh Chodesh Tevet');
    await expect(page.getByTestId('moon-phase')).toContainText(/Waning Crescent|New Moon/);
    const qr = page.getByTestId('flow-qr');
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(qr).toHaveJSProperty('naturalWidth', 128);
  });

  test('falls back to Proverbs 3:5 when the verse cannot be loaded', async ({ page }) => {
    await page.route('**/api/daily-verse*', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/daily-verse');
    const card = page.getByTestId('manna-verse');
    await expect(card).toContainText('Proverbs 3:5');
    await expect(card).toContainText('Trust in Yahweh with all your heart');
    await expect(page.getByText("Today's verse will be available soon")).toBeVisible();
  });

  test('copies the verse and the invitation', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/daily-verse');
    const card = page.getByTestId('manna-verse');
    const verse = await card.locator('blockquote').innerText();
    await card.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Verse Copied! 📋', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(verse);
    await page.getByTestId('share-flow').getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Link Copied!', { exact: true })).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(origin);
  });

  test('speaks the visitor’s language, dates included', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('flow-language', 'ja'));
    await page.clock.setFixedTime(new Date('2026-12-10T09:00:00'));
    await page.goto('/daily-verse');
    await expect(page.getByRole('heading', { name: '今日のマナ', level: 1 })).toBeVisible();
    await expect(page.getByTestId('manna-date')).toHaveText('2026年12月10日木曜日');
    await expect(page.getByTestId('jewish-calendar')).toContainText('ユダヤ暦');
  });
});
