import { expect, test, type Page } from '@playwright/test';

// The page registers the service worker and subscribes through it.
test.use({ serviceWorkers: 'allow' });
test.setTimeout(90_000);

/**
 * Headless Chromium here has no push service to reach (no network), so PushManager.subscribe
 * is replaced by a stand-in subscription with a real-looking endpoint and keys; everything
 * after it (the page, the BFF, the stored subscription) is real.
 */
async function fakePushService(page: Page) {
  await page.addInitScript(() => {
    let current: unknown = null;
    const endpoint = `https://push.example.test/send/${Math.random().toString(36).slice(2)}`;
    const fake = {
      endpoint,
      toJSON: () => ({
        endpoint,
        keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
      }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    PushManager.prototype.subscribe = async function () {
      current = fake;
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return current as PushSubscription | null;
    };
  });
}

const open = async (page: Page) => {
  await page.goto('/notification-settings');
  await expect(page.getByRole('heading', { name: 'Notification Settings', level: 1 })).toBeVisible({ timeout: 30_000 });
};

test.describe('Notification Settings (spec 001 §2, §4, §8)', () => {
  test('starts off at 08:00 with the permission Not Set', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('switch', { name: 'Daily verse notifications' })).not.toBeChecked();
    await expect(page.getByLabel('Notification time')).toHaveValue('08:00');
    await expect(page.getByTestId('notify-permission')).toHaveText('Not Set');
    await expect(page.getByRole('button', { name: 'Send Test Notification' })).toHaveCount(0);
  });

  test('with permission granted: enables, subscribes on the server, updates the time, tests and disables', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await fakePushService(page);
    await open(page);
    const subscriptionCalls: { method: string; body: Record<string, unknown> }[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/notifications/subscription')) subscriptionCalls.push({ method: r.method(), body: r.postDataJSON() as Record<string, unknown> });
    });
    await expect(page.getByTestId('notify-permission')).toHaveText('Enabled');

    await page.getByRole('switch', { name: 'Daily verse notifications' }).click();
    await expect(page.getByText('Notifications Enabled', { exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Daily verse notifications' })).toBeChecked();
    expect(subscriptionCalls[0]).toMatchObject({ method: 'PUT', body: { time: '08:00', language: 'en' } });
    expect(typeof subscriptionCalls[0].body.timeZone).toBe('string');
    const stored = await page.evaluate(() => localStorage.getItem('flow-notification-settings'));
    expect(JSON.parse(stored!)).toEqual({ enabled: true, time: '08:00' });

    await page.getByLabel('Notification time').fill('07:30');
    await expect(page.getByText('Time Updated', { exact: true })).toBeVisible();
    await expect.poll(() => subscriptionCalls.length).toBe(2);
    expect(subscriptionCalls[1]).toMatchObject({ method: 'PUT', body: { time: '07:30' } });

    await page.getByRole('button', { name: 'Send Test Notification' }).click();
    await expect(page.getByText('Test Sent!', { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: 'test-results/notification-settings-375.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: 'test-results/notification-settings-1280.png' });

    await page.getByRole('switch', { name: 'Daily verse notifications' }).click();
    await expect(page.getByText('Notifications Disabled', { exact: true })).toBeVisible();
    await expect.poll(() => subscriptionCalls.map((c) => c.method)).toEqual(['PUT', 'PUT', 'DELETE']);
    await expect(page.getByRole('button', { name: 'Send Test Notification' })).toHaveCount(0);
  });

  test('with permission blocked: the Blocked label, the notice, and Permission Denied on toggling', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
    // Chromium answers a permission request it may not show as 'denied' in this mode.
    await context.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
      Notification.requestPermission = async () => 'denied';
    });
    const page = await context.newPage();
    await open(page);
    await expect(page.getByTestId('notify-permission')).toHaveText('Blocked');
    await expect(page.getByText('Notifications are blocked for this site.', { exact: false })).toBeVisible();
    await page.getByRole('switch', { name: 'Daily verse notifications' }).click();
    await expect(page.getByText('Permission Denied', { exact: true })).toBeVisible();
    await expect(page.getByText('Enable notifications in your browser settings to receive daily verses.', { exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Daily verse notifications' })).not.toBeChecked();
    await page.screenshot({ path: 'test-results/notification-settings-blocked.png' });
    await context.close();
  });
});
