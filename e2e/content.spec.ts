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
    // The page as the service worker keeps it: without the day's verse the server puts into the
    // page it draws, so the screen asks the server, which fails.
    await page.route('**/daily-verse', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="flow-day-verse">.*?<\/script>/, '');
      await route.fulfill({ response, body });
    });
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

  test('Image draws the verse on the server and opens the picture in a new tab', async ({ page }) => {
    await page.goto('/daily-verse');
    const card = page.getByTestId('manna-verse');
    await expect(card.locator('blockquote')).not.toBeEmpty();
    const [popup] = await Promise.all([page.waitForEvent('popup'), card.getByRole('button', { name: 'Image', exact: true }).click()]);
    await expect(page.getByText('Image Generated! 🎨', { exact: true })).toBeVisible();
    await popup.waitForURL(/^blob:/);
    const size = await popup.evaluate(() => {
      const img = document.querySelector('img');
      return img ? { w: img.naturalWidth, h: img.naturalHeight } : null;
    });
    expect(size).toEqual({ w: 1080, h: 1080 });
  });

  test('Image says when the picture cannot be made', async ({ page }) => {
    await page.route('**/api/generate-manna-image', (route) => route.fulfill({ status: 503, body: 'busy' }));
    await page.goto('/daily-verse');
    await page.getByTestId('manna-verse').getByRole('button', { name: 'Image', exact: true }).click();
    await expect(page.getByText('Image Generation Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Unable to generate image. Please try again later.', { exact: true })).toBeVisible();
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

test.describe('Daily Bible Verse (/daily-verse-detailed, spec 001 §2, §4)', () => {
  test("shows today's verse with its reflection, gets a new one, and leads to the wall", async ({ page, request }) => {
    const today = await (await request.get('/api/daily-verse')).json();
    await page.clock.setFixedTime(new Date(`${today.date}T09:00:00`));
    await page.goto('/daily-verse-detailed');
    const card = page.getByTestId('bible-verse');
    await expect(card).toContainText(today.verse);
    await expect(card).toContainText(today.reference);
    await expect(card.getByText('World English Bible')).toBeVisible();
    await expect(card.getByTestId('reflection')).toContainText('Daily Reflection');
    await card.getByRole('button', { name: 'Get New Verse' }).click();
    await expect(card).not.toContainText(today.reference);
    await expect(card.locator('blockquote')).not.toBeEmpty();
    await page.getByRole('button', { name: 'Share Your Heart with the Community' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('with the network cut it shows the cached verse, then the built-in John 3:16', async ({ page }) => {
    await page.goto('/daily-verse-detailed');
    const card = page.getByTestId('bible-verse');
    await expect(card.locator('blockquote')).not.toBeEmpty();
    const saved = await card.locator('blockquote').innerText();
    expect(await page.evaluate(async () => (await (await caches.open('flow-v1')).match('/today-verse'))?.json())).toMatchObject({ text: saved });

    // Offline, the page comes from the service worker's copy of the shell, without the verse the
    // server puts into the page it draws: the screen asks the server, which cannot be reached.
    await page.route('**/daily-verse-detailed', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="flow-day-verse">.*?<\/script>/, '');
      await route.fulfill({ response, body });
    });
    await page.route('**/api/daily-verse*', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByText('Using Cached Verse', { exact: true })).toBeVisible();
    await expect(card.locator('blockquote')).toHaveText(saved);

    await page.evaluate(() => caches.delete('flow-v1'));
    await page.reload();
    await expect(card).toContainText('John 3:16');
    await expect(card).toContainText('For God so loved the world, that he gave his only born Son');
    await expect(page.getByRole('alert').filter({ hasText: "Could not load today's verse." })).toBeVisible();
    await page.unroute('**/api/daily-verse*');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "Could not load today's verse." })).toHaveCount(0);
    await expect(card).not.toContainText('John 3:16');
  });
});

test.describe('Charity directory (/charities, spec 001 §2)', () => {
  test('lists 15 charities that open their sites in a new tab, filters them and counts the categories', async ({ page, context }) => {
    // No request leaves for a charity's site: the new tab's navigation is answered here.
    await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>' }));
    await page.goto('/charities');
    await expect(page.getByRole('heading', { name: 'Charities We Love', level: 1 })).toBeVisible();
    await expect(page.getByTestId('charity-card')).toHaveCount(15);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: /Visit the website of World Vision/ }).click()]);
    expect(popup.url()).toBe('https://www.worldvision.org/');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
    await page.getByRole('group', { name: 'Show charities' }).getByRole('button', { name: 'Children' }).click();
    await expect(page.getByTestId('charity-card')).toHaveCount(8);
    await expect(page.getByTestId('category-animals')).toHaveText(/Animals\s*7 charities/);
    await expect(page.getByRole('link', { name: 'Apply to Join' })).toHaveAttribute('href', /^mailto:charities@flow\.test\?subject=Charity%20application%20for%20Flow&body=/);
    await expect(page.getByText('Flow is not affiliated with these charities. Donations go directly through their official websites.')).toBeVisible();
  });
});

test.describe('About, logo and marketing (spec 001 §2)', () => {
  test('About has the blurbs and the development notice, opens the billing remote\'s donation dialog, and returns to the wall', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About Flow', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Global community' })).toBeVisible();
    await expect(page.getByTestId('development-notice')).toContainText('cleared each morning');
    // The button comes with the billing remote's dialog, loaded at run time.
    await page.getByRole('button', { name: 'Make a Donation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support Flow Development' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Return to Community' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('About offers no donation button when the billing remote cannot be reached', async ({ page }) => {
    await page.route('**/remotes/billing/**', (route) => route.abort());
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About Flow', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Make a Donation' })).toHaveCount(0);
  });

  test('the logo page shows five sizes and the marketing image is a 540 px square', async ({ page }) => {
    await page.goto('/logo-demo');
    for (const size of [200, 300, 400, 500]) {
      await expect(page.getByTestId(`logo-${size}`).locator('svg')).toHaveAttribute('width', String(size));
    }
    await expect(page.getByTestId('logo-sm')).toBeVisible();
    await page.goto('/marketing');
    const square = page.getByTestId('marketing-image');
    await expect(square).toContainText('Anonymous Spiritual Support');
    await expect(square).toContainText('Biblical Wisdom • AI Missionaries • Community Prayer');
    expect(await square.boundingBox()).toMatchObject({ width: 540, height: 540 });
  });
});
