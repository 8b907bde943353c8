import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { linkFor } from './support';

const SHOTS = path.join(__dirname, '..', 'test-results', 'screenshots');

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a visitor signs in, joins through the wizard with a photo, and opens the missionary dashboard', async ({ page }) => {
  test.setTimeout(90_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const email = `wizard-${Date.now().toString(36)}@flow.test`;
  // A phone photo with EXIF, as people upload them.
  const photoFile = path.join(os.tmpdir(), `flow-e2e-photo-${Date.now()}.jpg`);
  await sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r: 200, g: 150, b: 120 } } })
    .withExif({ IFD0: { Artist: 'Real Person' } })
    .jpeg()
    .toFile(photoFile);

  await page.goto('/join-mission');
  await expect(page.getByRole('heading', { name: 'Join Flow Mission' })).toBeVisible();
  await expect(page.getByText('Report concerning messages to the moderators.')).toBeVisible();
  await shoot(page, 'join-step1');
  await page.getByRole('link', { name: 'Sign In' }).last().click();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fjoin-mission$/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await page.goto(await linkFor(page, email));
  await page.getByTestId('confirm-sign-in').click();
  await expect(page).toHaveURL(/\/join-mission$/);

  await page.getByRole('button', { name: 'Continue to Sign Up' }).click();
  await page.getByLabel('Full name (private)').fill('Ruth Okonkwo');
  await page.getByLabel('Country').selectOption('UK');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Confirm email').fill(email);
  await shoot(page, 'join-step2');
  await page.getByRole('button', { name: 'Continue to Profile Details' }).click();

  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await page.getByLabel('Choose a profile photo').setInputFiles(photoFile);
  await expect(page.getByAltText('Your chosen photo')).toBeVisible();
  await page.getByLabel('Biography').fill('I pray for families going through hard times.');
  await page.getByLabel('Ministry focus').selectOption('family');
  await page.getByRole('button', { name: 'Join Prayer Mission' }).click();
  await expect(page.getByText('You must agree to the Terms of Service', { exact: true })).toBeVisible();
  await shoot(page, 'join-step3');
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Join Prayer Mission' }).click();

  await expect(page.getByRole('heading', { name: 'What Happens Next?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Welcome to Flow Mission!')).toBeVisible();
  const doneText = (await page.getByText(/Your biblical username is /).textContent()) ?? '';
  const displayName = /Your biblical username is (.+?)\./.exec(doneText)?.[1];
  expect(displayName).toBeTruthy();
  await shoot(page, 'join-done');

  await page.getByRole('link', { name: 'Go to Missionary Dashboard' }).click();
  await expect(page.getByText(`Welcome back, ${displayName}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByText('I pray for families going through hard times.')).toBeVisible();

  // Bio and photo wait for a moderator: the War Room shows neither yet, and never the real name.
  await page.goto('/missionaries');
  const card = page.getByRole('article', { name: displayName });
  await expect(card).toContainText('United Kingdom');
  await expect(card.locator('img')).toHaveCount(0);
  await expect(card).not.toContainText('I pray for families');
  await expect(page.getByText('Okonkwo')).toHaveCount(0);
});
