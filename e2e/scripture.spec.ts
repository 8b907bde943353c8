import { expect, test } from '@playwright/test';
import { openWall, sharePost } from './support';

test.describe('daily verse card and scripture search (spec 000 §2, §5, §8)', () => {
  test('shows the verse of the day with its reference and source', async ({ page, request }) => {
    const today = await (await request.get('/api/daily-verse')).json();
    await openWall(page);
    const card = page.getByTestId('daily-verse-card');
    await expect(card.getByTestId('daily-verse')).toContainText(today.verse);
    await expect(card.getByText(today.reference, { exact: true })).toBeVisible();
    await expect(card.getByText(today.source === 'torah' ? 'Torah' : 'Bible', { exact: true }).first()).toBeVisible();
  });

  test('searches from 3 characters, lists results, and says when there are none', async ({ page }) => {
    await openWall(page);
    const card = page.getByTestId('daily-verse-card');
    const box = card.getByRole('searchbox', { name: 'Search scripture' });
    await box.fill('sh');
    await expect(card.getByText('Type at least 3 characters to search.')).toBeVisible();
    await box.fill('John 3:16');
    const results = card.getByTestId('scripture-results');
    await expect(results.getByRole('listitem').first()).toContainText('For God so loved the world');
    await expect(results.getByRole('listitem').first()).toContainText('John 3:16');
    await box.fill('good shepherd');
    await expect(results.getByRole('listitem').first()).toContainText(/good shepherd/i);
    await box.fill('xqzvwk zzqv');
    await expect(card.getByText('No verses found. Try different search terms.')).toBeVisible();
  });

  test('copies the verse and confirms it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openWall(page);
    const card = page.getByTestId('daily-verse-card');
    const verse = await card.getByTestId('daily-verse').locator('blockquote').innerText();
    await card.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Verse copied to clipboard!', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(verse);
  });

  test('a new post receives its scripture guidance without a reload', async ({ page }) => {
    await openWall(page);
    // Letters in the stamp: a long run of digits would be masked as a phone number on the wall.
    const text = `I am so worried about my exams next week ${Date.now().toString(36)}`;
    await sharePost(page, text);
    const card = page.getByTestId('post-card').filter({ hasText: text });
    await expect(card.getByRole('region', { name: 'Guidance' })).toContainText(/Matthew|Philippians|Peter|Psalm|Isaiah|Proverbs|John/, { timeout: 15_000 });
  });
});
