import { expect, test, type Page } from '@playwright/test';
import { composer } from './support';

// These tests are about the service worker itself.
test.use({ serviceWorkers: 'allow' });
// Each test installs a worker and loads the app several times; the shared CI machine is slow.
test.setTimeout(90_000);

/** Opens the wall and waits until the service worker controls the page and has precached. */
async function openControlled(page: Page) {
  await page.goto('/');
  await expect(composer(page)).toBeVisible({ timeout: 30_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
  // The wall's reads of this visit went through the worker once it controlled the page.
  await page.reload();
  await expect(composer(page)).toBeVisible({ timeout: 30_000 });
}

test.describe('installable and offline (issue 15)', () => {
  test('serves a valid web app manifest with icons, including maskable ones', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await request.get(href!);
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'Flow', display: 'standalone', scope: '/', theme_color: '#6B3FBF' });
    expect(manifest.start_url.startsWith('/')).toBe(true);
    for (const size of ['192x192', '512x512']) {
      expect(manifest.icons.some((i) => i.sizes === size && i.purpose === 'any')).toBe(true);
      expect(manifest.icons.some((i) => i.sizes === size && i.purpose === 'maskable')).toBe(true);
    }
    for (const icon of manifest.icons) {
      const img = await request.get(icon.src);
      expect(img.ok(), icon.src).toBe(true);
      expect(img.headers()['content-type']).toBe(icon.type);
    }
  });

  test('serves /sw.js for revalidation and registers it with scope /', async ({ page, request }) => {
    const res = await request.get('/sw.js');
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toContain('javascript');
    expect(res.headers()['cache-control']).toBe('no-cache');
    const source = await res.text();
    expect(source).not.toContain('self.__WB_MANIFEST');
    expect(source).toContain('/index.html');
    expect(res.headers()['content-security-policy']).toContain("worker-src 'self'");

    await openControlled(page);
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration('/');
      return { scope: r?.scope, script: r?.active?.scriptURL };
    });
    expect(new URL(registration.scope!).pathname).toBe('/');
    expect(new URL(registration.script!).pathname).toBe('/sw.js');
  });

  test('opens offline after one visit, with the wall it saw last and the calm notice', async ({ page, context }) => {
    const text = `Seen before going offline ${Date.now()}`;
    await page.goto('/');
    await expect(composer(page)).toBeVisible();
    await composer(page).fill(text);
    await page.getByRole('button', { name: 'Share Anonymously' }).click();
    await expect(page.getByTestId('post-card').filter({ hasText: text })).toBeVisible();
    await openControlled(page);
    await expect(page.getByTestId('post-card').filter({ hasText: text })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(composer(page)).toBeVisible();
    await expect(page.getByText("You're offline — showing what you saw last")).toBeVisible();
    await expect(page.getByTestId('post-card').filter({ hasText: text })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: 'test-results/pwa-offline-375.png' });
    // A screen of another remote, never opened before: its chunks were stored at install.
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About Flow', level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("You're offline — showing what you saw last")).toBeVisible();
    await context.setOffline(false);
  });

  test('keeps a post written offline and shares it once the connection returns', async ({ page, context }) => {
    await openControlled(page);
    const text = `Written with no connection ${Date.now()}`;
    await context.setOffline(true);
    await composer(page).fill(text);
    await page.getByRole('button', { name: 'Share Anonymously' }).click();
    await expect(page.getByText('Saved — waiting to be sent', { exact: true })).toBeVisible();
    await expect(composer(page)).toHaveValue('');
    await expect(page.getByTestId('offline-waiting')).toHaveText('Waiting to be sent: 1');

    // Nothing reached the server while offline (the test's own requests are not cut off).
    const before = (await (await page.request.get('/api/wall/posts')).json()) as { posts: { content: string }[] };
    expect(before.posts.some((p) => p.content.includes(text.slice(0, 20)))).toBe(false);
    await page.screenshot({ path: 'test-results/pwa-offline-waiting.png' });
    await context.setOffline(false);
    await expect(page.getByText('The post you wrote offline has been shared.', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('post-card').filter({ hasText: text })).toBeVisible();
    await expect(page.getByTestId('offline-waiting')).toHaveCount(0);
    const res = await page.request.get('/api/wall/posts');
    const { posts } = (await res.json()) as { posts: { content: string }[] };
    expect(posts.filter((p) => p.content.includes(text.slice(0, 20)))).toHaveLength(1);
  });

  test('keeps a prayer request written offline (the grammar check unreachable) and shares it after reconnecting', async ({ page, context }) => {
    await openControlled(page);
    const text = `Please pray for our family tonight ${Date.now()}`;
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Share Prayer Request' }).first().click();
    const form = page.getByTestId('prayer-form');
    await page.getByPlaceholder('What would you like us to pray for? Share anonymously...').fill(text);
    await form.getByRole('button', { name: 'Preview & Submit' }).click();
    await form.getByRole('button', { name: 'Share Prayer Request' }).click();
    await expect(page.getByText('Saved — waiting to be sent', { exact: true })).toBeVisible();
    await expect(page.getByTestId('offline-waiting')).toHaveText('Waiting to be sent: 1');

    await context.setOffline(false);
    await expect(page.getByText('The prayer request you wrote offline has been shared.', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('prayer-request').filter({ hasText: text })).toHaveCount(1);
  });

  test('shows the install banner 5 seconds after the install prompt, and remembers a dismissal', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(composer(page)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true })));
    await page.clock.runFor(4_000);
    await expect(page.getByTestId('install-banner')).toHaveCount(0);
    await page.clock.runFor(1_100);
    await expect(page.getByRole('heading', { name: 'Install Flow' })).toBeVisible();
    await page.screenshot({ path: 'test-results/pwa-install-banner-1280.png' });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: 'test-results/pwa-install-banner-375.png' });
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByTestId('install-banner')).toHaveCount(0);
    const saved = await page.evaluate(() => localStorage.getItem('flow-install-dismissed'));
    expect(Number(saved)).toBeGreaterThan(0);

    await page.reload();
    await expect(composer(page)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true })));
    await page.clock.runFor(6_000);
    await expect(page.getByTestId('install-banner')).toHaveCount(0);
  });
});
