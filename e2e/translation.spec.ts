import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { composer, sharePost, startSecondServer } from './support';

// A second Flow configured with a stand-in LibreTranslate server on this machine; the main
// e2e server has no provider, so there the Translate action must not exist.
const port = Number(process.env.E2E_PORT ?? 3310) + 1000;
const origin = `http://127.0.0.1:${port}`;
let flow: ChildProcess;
let provider: http.Server;
const sent: Array<{ q: string; target: string }> = [];

const spanish = 'Por favor oren por mi familia, estoy muy triste.';

test.beforeAll(async () => {
  provider = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/languages') return res.end(JSON.stringify([{ code: 'en' }, { code: 'es' }, { code: 'fr' }]));
      const body = JSON.parse(raw || '{}') as { q: string; target: string };
      sent.push({ q: body.q, target: body.target });
      res.end(JSON.stringify({ translatedText: `(${body.target}) Please pray for my family, I am very sad.`, detectedLanguage: { language: 'es', confidence: 90 } }));
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  const translateUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  flow = await startSecondServer(port, { TRANSLATE_URL: translateUrl, FLOW_RATE_LIMIT_POSTS: '1000/600', FLOW_RATE_LIMIT_IDENTITY: '1000/600' });
});

test.afterAll(async () => {
  flow?.kill('SIGTERM');
  await new Promise((r) => provider?.close(r));
});

test('consent is asked once, then posts in another language translate; Auto-translate does it by itself', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${origin}/`);
  // A freshly started server builds its scripture index first, which takes a while on a busy machine.
  await expect(composer(page)).toBeVisible({ timeout: 45_000 });
  await sharePost(page, spanish);
  // The only post on this fresh server (its text changes when translated).
  const card = page.getByTestId('post-card').first();
  // Auto-translate shows once the saved consent has been read.
  await expect(page.getByTestId('auto-translate')).toHaveAttribute('aria-checked', 'false');

  await card.getByRole('button', { name: 'Translate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Translate messages?' });
  await expect(dialog).toBeVisible();
  expect(sent).toHaveLength(0);
  await dialog.getByRole('button', { name: 'Allow translation' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('(en) Please pray for my family, I am very sad.')).toBeVisible();
  expect(sent).toEqual([{ q: spanish, target: 'en' }]);
  expect(await page.evaluate(() => localStorage.getItem('flow-translation-consent'))).toBe('true');
  await card.getByRole('button', { name: 'Show original' }).click();
  await expect(card.getByText(spanish)).toBeVisible();

  // Auto-translate: after a reload the post is translated without a press (from the BFF's cache).
  await page.getByTestId('auto-translate').click();
  await expect(page.getByTestId('auto-translate')).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(card.getByText('(en) Please pray for my family, I am very sad.')).toBeVisible();
  expect(sent).toHaveLength(1);

  // Revoking in the settings turns everything off and saves false.
  await page.getByRole('button', { name: 'Translation settings' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Turn off translation' }).click();
  await expect(page.getByTestId('auto-translate')).toHaveAttribute('aria-checked', 'false');
  expect(await page.evaluate(() => localStorage.getItem('flow-translation-consent'))).toBe('false');
});

test('a reader who says "Not now" keeps the original, and nothing is sent', async ({ page }) => {
  await page.goto(`${origin}/`);
  const card = page.getByTestId('post-card').first();
  await expect(card).toContainText(spanish);
  await card.getByRole('button', { name: 'Translate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Not now' }).click();
  await expect(card.getByText(spanish)).toBeVisible();
  expect(sent.filter((s) => s.target === 'en')).toHaveLength(1);
});

test('without a provider neither the Translate action nor Auto-translate is shown', async ({ page }) => {
  await page.goto('/');
  await sharePost(page, spanish);
  await expect(page.getByTestId('post-card').filter({ hasText: spanish })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Translate' })).toHaveCount(0);
  await expect(page.getByTestId('auto-translate')).toHaveCount(0);
});
