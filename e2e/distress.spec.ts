import { expect, test } from '@playwright/test';

// Issue 18: hopelessness without any self-harm word still brings the crisis lines, in the composer
// at once and on the author's own card beside the answer; others see the gentle answer only.
test('a hopeless post shows the crisis lines in the composer and on the author’s card', async ({ page, browser }) => {
  await page.goto('/');
  const composer = page.getByPlaceholder(/What's on your heart/);
  const text = `I can't go on like this anymore, I want it all to stop (${Date.now().toString(36)})`;
  await composer.fill(text);
  const alert = page.getByRole('alert').filter({ has: page.getByTestId('crisis-country') });
  await expect(alert.first()).toBeVisible();

  await page.getByRole('button', { name: 'Share Anonymously' }).click();
  // Still there after sharing, though the text box is empty again.
  await expect(composer).toHaveValue('');
  await expect(alert.first()).toBeVisible();

  // Published (not held), and answered with care; the lines follow the answer on the author's card.
  const card = page.getByTestId('post-card').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByRole('region', { name: 'Guidance' })).toBeVisible({ timeout: 20_000 });
  await expect(card.getByTestId('crisis-resources')).toBeVisible();

  // Another visitor sees the post and its answer, but not the author's help lines on it.
  const other = await browser.newPage();
  await other.goto('/');
  const theirCard = other.getByTestId('post-card').filter({ hasText: text });
  await expect(theirCard.getByRole('region', { name: 'Guidance' })).toBeVisible({ timeout: 20_000 });
  await expect(theirCard.getByTestId('crisis-resources')).toHaveCount(0);
  await other.close();
});

// An overdose already taken is an emergency: the lines at once, and the words kept off the wall.
test('a post telling of an overdose just taken is held, with the crisis lines beside it', async ({ page, browser }) => {
  await page.goto('/');
  const composer = page.getByPlaceholder(/What's on your heart/);
  const text = `I took the whole bottle of sleeping pills ten minutes ago. I just wanted someone to know (${Date.now().toString(36)})`;
  await composer.fill(text);
  await expect(page.getByRole('alert').filter({ has: page.getByTestId('crisis-country') }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Share Anonymously' }).click();
  await expect(page.getByText("We're holding your words with care")).toBeVisible();

  const other = await browser.newPage();
  await other.goto('/');
  await expect(other.getByTestId('post-card').first().or(other.getByText('No posts yet'))).toBeVisible();
  await expect(other.getByTestId('post-card').filter({ hasText: text })).toHaveCount(0);
  await other.close();
});
