import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, composer, sharePost } from './support';

// The home page renders with the first part of each locale file only (packages/i18n,
// first-screen-sections.json); everything else loads after it. These tests keep that list true:
// with the rest of every language refused, the home page must show no translation key.

type Tree = { [key: string]: string | Tree };
const en = JSON.parse(fs.readFileSync(path.join(__dirname, '../packages/i18n/locales/en.json'), 'utf8')) as Tree;

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [full.replace(/_(zero|one|two|few|many|other)$/, '')] : keysOf(value, full);
  });
}
const KEYS = new Set(keysOf(en));

const REST = /\/locale-[A-Za-z-]+-rest\.[0-9a-f]+\.js$/;

/** Every text and label of the page that reads like a translation key (what i18next shows for a missing word). */
async function keysShown(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out = [document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) out.push(el.getAttribute(name) ?? '');
    }
    return out;
  });
  const found = new Set<string>();
  for (const text of texts) for (const word of text.match(/[A-Za-z]+(?:\.[A-Za-z0-9_]+)+/g) ?? []) if (KEYS.has(word)) found.add(word);
  return [...found];
}

async function refuseTheRest(page: Page) {
  const refused: string[] = [];
  await page.route(REST, (route) => {
    refused.push(new URL(route.request().url()).pathname);
    return route.abort('connectionrefused');
  });
  return refused;
}

test('the home page has every word it shows before the rest of the language arrives, in English and in Russian', async ({ page }) => {
  // A post of one's own, so a card with its answer, hearts, prayer and report buttons is on the wall.
  await page.goto('/');
  await sharePost(page, 'Please pray for my sister, her exams start on Monday.');

  for (const language of ['en', 'ru']) {
    const fresh = await page.context().browser()!.newContext();
    const visit = await fresh.newPage();
    await visit.addInitScript((code) => localStorage.setItem('flow-language', code), language);
    const refused = await refuseTheRest(visit);
    await visit.goto(page.url());
    await expect(visit.locator('#root textarea').first()).toBeVisible();
    await expect(visit.getByTestId('post-card').first()).toBeVisible();
    await expect(visit.locator('html')).toHaveAttribute('lang', language);
    // Both forms of the first screen: the prayer request's, then the post's again.
    const welcome = visit.getByRole('region').first().getByRole('button');
    await welcome.nth(1).click();
    expect({ language, keys: await keysShown(visit) }).toEqual({ language, keys: [] });
    await welcome.nth(0).click();
    expect({ language, keys: await keysShown(visit) }).toEqual({ language, keys: [] });
    // The rest was asked for once the first screen was there, and refused here.
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await fresh.close();
  }
});

test('another screen waits for the rest of the language, and Try again fetches it when it failed', async ({ page }) => {
  let refuse = true;
  await page.route(REST, (route) => (refuse ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/');
  await expect(composer(page)).toBeVisible();
  await page.getByRole('navigation').first().getByRole('link', { name: 'About' }).first().click();
  const notice = page.getByTestId('remote-fallback');
  await expect(notice).toBeVisible();
  refuse = false;
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await keysShown(page)).toEqual([]);
});

test('a language chosen on the page arrives whole', async ({ page }) => {
  await page.goto('/');
  await expect(composer(page)).toBeVisible();
  await chooseLanguage(page, 'fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('navigation').first().getByRole('link').nth(1).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await keysShown(page)).toEqual([]);
});
