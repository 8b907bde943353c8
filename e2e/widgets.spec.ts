import { expect, request, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { linkFor } from './support';

// The church's page is served by a tiny static server on another origin (two ports: one the
// site registered, one it did not). Flow is the e2e server.
const flowPort = Number(process.env.E2E_PORT ?? 3310);
const flow = `http://127.0.0.1:${flowPort}`;
const churchPort = flowPort + 40;
const strangerPort = flowPort + 41;
const church = `http://127.0.0.1:${churchPort}`;
const stranger = `http://127.0.0.1:${strangerPort}`;
const SHOTS = path.join(__dirname, '..', 'test-results', 'screenshots');
const demo = fs.readFileSync(path.join(__dirname, '..', 'mfe-content', 'src', 'widgets', 'demo.html'), 'utf8');

let siteKey = '';
const servers: http.Server[] = [];

function churchServer(port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname !== '/') {
      res.writeHead(404).end();
      return;
    }
    const page = demo
      .replaceAll('__FLOW__', url.searchParams.get('flow') ?? flow)
      .replaceAll('__SITE_KEY__', siteKey)
      .replaceAll('__LANG__', url.searchParams.get('lang') ?? 'en');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

test.beforeAll(async () => {
  // A signed-in person registers the church's site (the API the dashboard uses).
  const api = await request.newContext({ baseURL: flow });
  await api.post('/api/identity', { data: {} });
  const email = `pastor${Date.now()}@grace.test`;
  await api.post('/api/auth/email', { data: { email } });
  const page = { request: api } as unknown as Page;
  const link = new URL(await linkFor(page, email), flow);
  expect((await api.post('/api/auth/email/verify', { data: { token: link.searchParams.get('token') } })).ok()).toBe(true);
  const site = await api.post('/api/sites', { data: { name: 'Grace Chapel', origins: [church] } });
  expect(site.status()).toBe(201);
  siteKey = ((await site.json()) as { siteKey: string }).siteKey;
  await api.dispose();
  servers.push(await churchServer(churchPort), await churchServer(strangerPort));
});

test.afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

const el = (page: Page, name: string) => page.locator(name).locator('section.card');
const ELEMENTS = ['flow-daily-verse', 'flow-prayer-wall', 'flow-crisis-lines'];

test('each widget shows its loading state first: the script alone paints it', async ({ page }) => {
  const flowRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(flow)) flowRequests.push(new URL(r.url()).pathname);
  });
  // Flow's API holds its answers: the widgets paint their loading state from the script alone.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(`${flow}/api/**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${church}/`);
  for (const name of ELEMENTS) {
    await expect(el(page, name)).toHaveAttribute('data-state', 'loading');
    await expect(el(page, name)).toHaveAttribute('aria-busy', 'true');
  }
  await expect(page.locator('flow-daily-verse').getByRole('status')).toHaveText('Loading…');
  // Before any widget painted: the script, then at most one request per element (no preflight,
  // no second round trip).
  expect(flowRequests[0]).toBe('/widgets/flow-widgets.js');
  expect(flowRequests.filter((p) => p === '/api/daily-verse')).toHaveLength(1);
  release();
  for (const name of ELEMENTS) await expect(el(page, name)).toHaveAttribute('data-state', 'content');
  expect(flowRequests.filter((p) => p.startsWith('/api/') && p !== '/api/challenge')).toEqual(
    expect.arrayContaining(['/api/daily-verse', '/api/crisis-lines', `/api/widgets/sites/${siteKey}/prayer-requests`]),
  );
  expect(flowRequests.filter((p) => p.startsWith('/api/'))).toHaveLength(3);
});

test('content: the verse with its badge, the prayer wall, the crisis lines; the church styles do not leak in', async ({ page }) => {
  await page.goto(`${church}/`);
  const verse = page.locator('flow-daily-verse');
  await expect(verse.getByRole('heading', { name: 'Verse of the day' })).toBeVisible();
  await expect(verse.locator('cite')).not.toBeEmpty();
  await expect(verse.locator('.badge')).toHaveText(/^(Torah|Bible)$/);
  await expect(verse.getByRole('link', { name: 'More on Flow' })).toHaveAttribute('href', `${flow}/daily-verse`);
  const wall = page.locator('flow-prayer-wall');
  await expect(wall.getByRole('heading', { name: 'Prayer wall' })).toBeVisible();
  await expect(wall.getByLabel('Share a prayer request')).toBeVisible();
  const crisis = page.locator('flow-crisis-lines');
  await expect(crisis.getByRole('heading', { name: 'Need to talk to someone now?' })).toBeVisible();
  await expect(crisis.getByRole('link', { name: 'Somewhere else? Find a free helpline' })).toBeVisible();
  // The church's `h2 { text-transform: uppercase }` and pink buttons stay outside the shadow roots.
  expect(await wall.getByRole('heading', { name: 'Prayer wall' }).evaluate((h) => getComputedStyle(h).textTransform)).toBe('none');
  expect(await wall.getByRole('button', { name: 'Share' }).evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgb(255, 105, 180)');
  await expect(page.locator('#church-content')).toBeVisible();
});

test('the language comes from lang: Spanish and Japanese', async ({ page }) => {
  await page.goto(`${church}/?lang=es`);
  await expect(page.locator('flow-daily-verse').getByRole('heading', { name: 'Versículo del día' })).toBeVisible();
  await expect(page.locator('flow-prayer-wall').getByRole('button', { name: 'Compartir' })).toBeVisible();
  await page.goto(`${church}/?lang=ja`);
  await expect(page.locator('flow-crisis-lines').getByRole('heading', { name: '今すぐ誰かと話したいですか？' })).toBeVisible();
});

test('error: when Flow is down each widget says so, and the church page stays intact', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(`${flow}/api/**`, (route) => route.abort('connectionrefused'));
  await page.route(`${flow}/ws`, (route) => route.abort('connectionrefused'));
  await page.goto(`${church}/`);
  for (const name of ELEMENTS) {
    await expect(el(page, name)).toHaveAttribute('data-state', 'error');
    await expect(page.locator(name).getByRole('alert')).toHaveText("Flow can't be reached right now. Please try again later.");
  }
  await expect(page.locator('#church-content')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grace Chapel' })).toBeVisible();
  // Flow is back: Try again.
  await page.unroute(`${flow}/api/**`);
  await page.locator('flow-daily-verse').getByRole('button', { name: 'Try again' }).click();
  await expect(el(page, 'flow-daily-verse')).toHaveAttribute('data-state', 'content');
  expect(errors).toEqual([]);
});

test('when even the script cannot load, the church page is untouched', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${church}/?flow=${encodeURIComponent('http://127.0.0.1:9')}`);
  await expect(page.locator('#church-content')).toBeVisible();
  await expect(page.locator('#church-tagline')).toHaveText('Sunday worship at 10:00 · All are welcome');
  expect(await page.evaluate(() => customElements.get('flow-prayer-wall'))).toBeUndefined();
  expect(errors).toEqual([]);
});

test('a prayer request shared from the widget appears live in other widgets and on Flow’s wall', async ({ page, browser }) => {
  // Letters only: a long number would be masked as contact details.
  const tag = String(Date.now()).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
  const text = `Please pray for our church picnic ${tag}.`;
  const otherChurchPage = await (await browser.newContext()).newPage();
  await otherChurchPage.goto(`${church}/`);
  await expect(el(otherChurchPage, 'flow-prayer-wall')).toHaveAttribute('data-state', 'content');
  const flowPage = await (await browser.newContext()).newPage();
  await flowPage.goto(`${flow}/`);
  await expect(flowPage.getByRole('button', { name: 'Share Prayer Request' }).first()).toBeVisible();

  await page.goto(`${church}/`);
  const wall = page.locator('flow-prayer-wall');
  await wall.getByLabel('Share a prayer request').fill(text);
  await wall.getByRole('button', { name: 'Share' }).click();
  await expect(wall.getByText('Shared. Your request is on the wall.')).toBeVisible();
  await expect(wall.getByText(text)).toBeVisible();
  // Live, without reloading: another visitor's widget and Flow's own wall.
  await expect(otherChurchPage.locator('flow-prayer-wall').getByText(text)).toBeVisible();
  await expect(flowPage.getByText(text)).toBeVisible();

  // "Pray for this" and a heart from the other visitor.
  const item = otherChurchPage.locator('flow-prayer-wall li').filter({ hasText: text });
  await item.getByRole('button', { name: 'Pray for this' }).click();
  await expect(item.getByRole('button', { name: 'You prayed today' })).toBeDisabled();
  await item.getByRole('button', { name: /Give a heart/ }).click();
  await expect(item.getByRole('button', { name: /Give a heart/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(wall.locator('li').filter({ hasText: text }).getByRole('button', { name: /Give a heart/ })).toContainText('1');
});

test('self-harm is not published as written: the widget shows the crisis lines', async ({ page }) => {
  await page.goto(`${church}/`);
  const wall = page.locator('flow-prayer-wall');
  await wall.getByLabel('Share a prayer request').fill('I want to end my life tonight');
  await wall.getByRole('button', { name: 'Share' }).click();
  await expect(wall.locator('[data-notice="held"]')).toBeVisible();
  await expect(wall.locator('flow-crisis-lines').getByRole('heading', { name: 'Need to talk to someone now?' })).toBeVisible();
  await expect(wall.locator('li').filter({ hasText: 'end my life' })).toHaveCount(0);
});

test('a write from a page the site did not register is refused', async ({ page }) => {
  await page.goto(`${stranger}/`);
  const wall = page.locator('flow-prayer-wall');
  // Reading works from anywhere...
  await expect(el(page, 'flow-prayer-wall')).toHaveAttribute('data-state', 'content');
  // ...writing does not.
  const refused = page.waitForResponse((r) => r.url().includes(`/api/widgets/sites/${siteKey}/`) && r.request().method() === 'POST');
  await wall.getByLabel('Share a prayer request').fill('Sent from a page that is not the church.');
  await wall.getByRole('button', { name: 'Share' }).click();
  expect((await refused).status()).toBe(403);
  await expect(wall.getByText('This page is not registered for this prayer wall, so requests cannot be shared from here.')).toBeVisible();
  const check = await request.newContext();
  const flowWall = await (await check.get(`${flow}/api/prayer-requests`)).text();
  expect(flowWall).not.toContain('Sent from a page that is not the church.');
  await check.dispose();
});

test('the dashboard registers a church site, shows its key and snippet, rotates and removes it', async ({ page }) => {
  const email = `elder${Date.now()}@grace.test`;
  await page.goto('/sign-in?returnTo=%2Fuser-dashboard');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await page.goto(await linkFor(page, email));
  await page.getByTestId('confirm-sign-in').click();
  await expect(page.getByRole('heading', { name: /Your Dashboard/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Settings' }).click();
  const section = page.getByTestId('church-sites');
  await expect(section.getByText('No church sites yet.')).toBeVisible();
  await section.getByLabel('Site name').fill('Hope Fellowship');
  await section.getByLabel('Site addresses').fill('https://hope.example/prayers');
  await section.getByRole('button', { name: 'Register site' }).click();
  await expect(section.getByRole('alert')).toContainText('Each address must be a site origin');
  await section.getByLabel('Site addresses').fill(`https://hope.example\n${church}`);
  await section.getByRole('button', { name: 'Register site' }).click();
  const card = section.getByTestId('church-site');
  await expect(card).toContainText('Hope Fellowship');
  const key = (await card.getByTestId('site-key').textContent()) ?? '';
  expect(key).toMatch(/^site_[A-Za-z0-9_-]{24}$/);
  await expect(card.getByTestId('site-snippet')).toContainText(`<flow-prayer-wall site="${key}"`);
  await expect(card.getByTestId('site-snippet')).toContainText('/widgets/flow-widgets.js');
  await page.setViewportSize({ width: 375, height: 900 });
  fs.mkdirSync(SHOTS, { recursive: true });
  await section.screenshot({ path: path.join(SHOTS, 'dashboard-church-sites-375.png') });
  page.on('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: 'New key' }).click();
  await expect(card.getByTestId('site-key')).not.toHaveText(key);
  expect((await page.request.get(`/api/widgets/sites/${key}/prayer-requests`)).status()).toBe(404);
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByText('No church sites yet.')).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`demo page screenshot at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${church}/`);
    for (const name of ELEMENTS) await expect(el(page, name)).toHaveAttribute('data-state', 'content');
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `widgets-demo-${width}.png`), fullPage: true });
    // Sized to the container: nothing wider than the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
