import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const composer = (page: Page) =>
  page.getByPlaceholder("What's on your heart? Share anonymously for spiritual guidance...");

/** The wall is ready once the composer of the community remote is on screen. */
export async function openWall(page: Page) {
  await page.goto('/');
  await expect(composer(page)).toBeVisible();
}

export async function sharePost(page: Page, text: string) {
  await composer(page).fill(text);
  await page.getByRole('button', { name: 'Share Anonymously' }).click();
  await expect(page.getByText('Post shared', { exact: true })).toBeVisible();
  await expect(page.getByTestId('post-card').filter({ hasText: text })).toBeVisible();
}

/** The sign-in link mailed to `email`, read from the development outbox (no SMTP in e2e). */
export async function linkFor(page: Page, email: string): Promise<string> {
  let text = '';
  await expect(async () => {
    const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const mails = (await res.json()) as Array<{ text: string }>;
    text = mails[0]?.text ?? '';
    expect(text).toContain('/sign-in?token=');
  }).toPass();
  const link = new URL(/https?:\/\/\S+\/sign-in\?token=\S+/.exec(text)![0]);
  return `${link.pathname}${link.search}`;
}

/**
 * A second built Flow on `port` with its own fresh SQLite file and extra environment (another
 * remote origin, a stricter limit...), ready when this resolves. Kill it in afterAll.
 */
export async function startSecondServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['bff/dist/index.mjs'], {
    cwd: path.join(__dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      FLOW_SQLITE_FILE: path.join(os.tmpdir(), `flow-e2e-${port}-${Date.now()}.sqlite`),
      ...env,
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill('SIGTERM');
  throw new Error(`the second server on port ${port} did not start`);
}

/** Picks an interface language through the header's language menu. */
export async function chooseLanguage(page: Page, code: string) {
  const option = page.getByTestId(`language-option-${code}`);
  // The menu's code arrives after the first screen and replaces a stand-in button; a click that
  // lands just as the two swap opens nothing, and a person would simply press again.
  await expect(async () => {
    if (!(await option.isVisible())) await page.getByTestId('language-select').click();
    await expect(option).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await option.click();
}
