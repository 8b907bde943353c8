import { expect, test } from '@playwright/test';
import { composer, openWall, sharePost } from './support';

/** The wall reads its posts a page at a time (GET /api/wall/posts); this is an empty wall. */
const EMPTY_PAGE = JSON.stringify({ posts: [], nextCursor: null });

// The wall starts empty on the fresh database of this run, so these run in order.
test.describe.serial('community wall (spec 000 §2)', () => {
  test('shows the empty state on a new wall', async ({ page }) => {
    // Other suites of this run share the database; an empty wall is what the server answers first.
    await page.route('**/api/wall/posts*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: EMPTY_PAGE }),
    );
    await openWall(page);
    await expect(page.getByText('No posts yet')).toBeVisible();
    await expect(page.getByText('Be the first to share your heart with the community')).toBeVisible();
  });

  test('shows three skeleton cards while posts load', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/wall/posts*', async (route) => {
      await gate;
      await route.fulfill({ status: 200, contentType: 'application/json', body: EMPTY_PAGE });
    });
    await page.goto('/');
    await expect(page.getByTestId('post-skeleton')).toHaveCount(3);
    release();
    await expect(page.getByText('No posts yet')).toBeVisible();
  });

  test('keeps submit disabled until there is text, then shares a post', async ({ page }) => {
    await openWall(page);
    const submit = page.getByRole('button', { name: 'Share Anonymously' });
    await expect(submit).toBeDisabled();
    await composer(page).fill('    ');
    await expect(submit).toBeDisabled();
    await sharePost(page, 'Please pray for my mother, she is in hospital tonight.');
    await expect(page.getByText('Your message has been shared anonymously with perfect grammar and care.', { exact: true })).toBeVisible();
    await expect(composer(page)).toHaveValue('');
    const card = page.getByTestId('post-card').first();
    // The pending text shows until the AI engine's answer arrives, which then appears live.
    await expect(card.getByText('AI is finding guidance...').or(card.getByRole('region', { name: 'Guidance' }))).toBeVisible();
    await expect(card.getByRole('region', { name: 'Guidance' })).toBeVisible({ timeout: 20_000 });
  });

  test('gives and takes back a heart on a post, kept after reload', async ({ page }) => {
    await openWall(page);
    const heart = () => page.getByTestId('post-card').first().getByTestId('post-heart');
    await expect(heart()).toHaveAttribute('aria-pressed', 'false');
    // The heart shows at once (optimistic); the reload must come after the server has it, or the
    // browser cancels the request still in flight.
    const saved = page.waitForResponse((r) => /\/api\/posts\/[^/]+\/hearts$/.test(r.url()) && r.request().method() === 'PATCH');
    await heart().click();
    await expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await expect(heart()).toContainText('1');
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await expect(heart()).toContainText('1');
    await heart().click();
    await expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await expect(heart()).toContainText('0');
  });

  test('adds a community response and hearts it', async ({ page }) => {
    await openWall(page);
    const card = page.getByTestId('post-card').first();
    await card.getByPlaceholder('Share a supportive response...').fill('Praying for her recovery and for your peace.');
    await card.getByRole('button', { name: 'Respond' }).click();
    const response = card.getByTestId('community-response').filter({ hasText: 'Praying for her recovery' });
    await expect(response).toBeVisible();
    await response.getByRole('button', { name: 'Give a heart' }).click();
    await expect(response.getByRole('button', { name: 'Take back your heart' })).toContainText('1');
  });

  test('each visitor gives one heart: two visitors make two', async ({ page, browser }) => {
    await openWall(page);
    const mine = page.getByTestId('post-card').first().getByTestId('post-heart');
    await mine.click();
    await expect(mine).toContainText('1');
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await openWall(otherPage);
    const theirs = otherPage.getByTestId('post-card').first().getByTestId('post-heart');
    await expect(theirs).toHaveAttribute('aria-pressed', 'false');
    await theirs.click();
    await expect(theirs).toContainText('2');
    // The first visitor's open wall hears of it without reloading, and keeps its own heart.
    await expect(mine).toContainText('2');
    await expect(mine).toHaveAttribute('aria-pressed', 'true');
    await other.close();
    await page.reload();
    await expect(page.getByTestId('post-card').first().getByTestId('post-heart')).toContainText('2');
  });

  test('says so when sharing fails and keeps the text', async ({ page }) => {
    await openWall(page);
    await page.route('**/api/posts', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    await composer(page).fill('This should not be lost.');
    await page.getByRole('button', { name: 'Share Anonymously' }).click();
    await expect(page.getByText('Failed to share', { exact: true })).toBeVisible();
    await expect(page.getByText('There was an error sharing your post. Please try again.', { exact: true })).toBeVisible();
    await expect(composer(page)).toHaveValue('This should not be lost.');
  });

  test('shows the load failure with Try Again, and recovers', async ({ page }) => {
    let fail = true;
    await page.route('**/api/wall/posts*', (route) => (fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
    await page.goto('/');
    await expect(page.getByText('Failed to load posts')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
  });

  test('a new post from another visitor appears without a reload', async ({ page, browser }) => {
    await openWall(page);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await openWall(otherPage);
    await sharePost(otherPage, 'Grateful today for small mercies.');
    await expect(page.getByTestId('post-card').filter({ hasText: 'Grateful today for small mercies.' })).toBeVisible();
    await other.close();
  });

  test('marks my own post, hides contact details from others and shows me what I wrote', async ({ page, browser }) => {
    await openWall(page);
    const written = 'Pray for our family please, you can write to me at jo.smith@example.org';
    await composer(page).fill(written);
    await page.getByRole('button', { name: 'Share Anonymously' }).click();
    await expect(page.getByText('Post shared', { exact: true })).toBeVisible();
    const mine = page.getByTestId('post-card').filter({ hasText: 'Pray for our family please' });
    await expect(mine.getByText('Your post')).toBeVisible();
    await expect(mine.getByText(/write to me at •••/)).toBeVisible();
    await expect(mine.getByText(written)).toBeHidden();
    await mine.getByTestId('own-original').locator('summary').click();
    await expect(mine.getByText(written)).toBeVisible();
    // No report button on one's own post.
    await expect(mine.getByTestId('report-button')).toHaveCount(0);

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await openWall(otherPage);
    const theirs = otherPage.getByTestId('post-card').filter({ hasText: 'Pray for our family please' });
    await expect(theirs.getByText('Anonymous')).toBeVisible();
    await expect(theirs).not.toContainText('jo.smith');
    await expect(theirs.getByTestId('own-original')).toHaveCount(0);
    await other.close();
  });
});
