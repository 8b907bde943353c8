import { expect, test, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { routeOwners } from '../shell/src/routes';
import { startSecondServer } from './support';

/** Collects every Content-Security-Policy violation the page reports, from both channels. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Refused to|Content Security Policy/i.test(text)) violations.push(`console: ${text}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(t: string): void }).__reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return violations;
}

const routes = [...Object.keys(routeOwners), '/no-such-page'];

test.describe('Content-Security-Policy', () => {
  for (const route of routes) {
    test(`${route} renders without a CSP violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      const response = await page.goto(route);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      // The screen (or its localized not-found / fallback) is drawn by a remote: wait for it.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main, [role="main"], #root > *').first()).toBeVisible();
      expect(violations).toEqual([]);
    });
  }

  test('the policy is really enforced: an injected inline script does not run and is reported', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.appendChild(script);
      await new Promise((r) => setTimeout(r, 100));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });

  test('pages send the other security headers', async ({ page }) => {
    const home = await page.goto('/');
    const headers = home!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['permissions-policy']).toContain('microphone=()');
    const warRoom = await page.goto('/missionaries');
    expect(warRoom!.headers()['permissions-policy']).toContain('microphone=(self)');
  });
});

// A second server with a low limit on posts, so the other suites keep their relaxed limits.
const port = Number(process.env.E2E_STRICT_PORT ?? 4471);
const strictOrigin = `http://127.0.0.1:${port}`;
let strict: ChildProcess | undefined;

test.describe('messages in the visitor\'s language', () => {
  const ja = JSON.parse(fs.readFileSync(path.join(__dirname, '../packages/i18n/locales/ja.json'), 'utf8'));

  test.beforeAll(async () => {
    strict = await startSecondServer(port, { FLOW_RATE_LIMIT_POSTS: '1/600' });
  });

  test.afterAll(() => {
    strict?.kill('SIGTERM');
  });

  test('a rate-limit message appears in Japanese', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('flow-language', 'ja'));
    await page.goto(`${strictOrigin}/`);
    const composer = page.getByPlaceholder(ja.composer.placeholder);
    await expect(composer).toBeVisible();

    await composer.fill('最初の投稿です。');
    await page.getByRole('button', { name: ja.composer.submit }).click();
    await expect(page.getByText(ja.toast.postSharedTitle, { exact: true })).toBeVisible();

    await composer.fill('二つ目の投稿です。');
    await page.getByRole('button', { name: ja.composer.submit }).click();
    await expect(page.getByText(ja.errors.rate_limited_posts, { exact: true })).toBeVisible();
    // Not the server's English words.
    await expect(page.getByText("You've shared several posts")).toHaveCount(0);
    // Nothing the person wrote is lost.
    await expect(composer).toHaveValue('二つ目の投稿です。');
  });
});
