import { expect, test, type Page } from '@playwright/test';
import config from './playwright.config';

// Headless Chromium plays into a muted output: the player's states are real, the room stays quiet.
const args = [...((config.use?.launchOptions?.args as string[]) ?? []), '--mute-audio', '--autoplay-policy=no-user-gesture-required'];
test.use({ launchOptions: { ...config.use?.launchOptions, args } });

const player = (page: Page) => page.getByTestId('music-player');
const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = [...document.querySelectorAll('audio')][0] as HTMLAudioElement | undefined;
    return audio ? { paused: audio.paused, src: new URL(audio.src).pathname, loop: audio.loop, muted: audio.muted, volume: audio.volume } : null;
  });

async function openPlayer(page: Page) {
  // The player's <audio> is not in the document; keep a handle on it for the checks.
  await page.addInitScript(() => {
    const Original = window.Audio;
    window.Audio = function (...a: ConstructorParameters<typeof Audio>) {
      const el = new Original(...a);
      document.addEventListener('DOMContentLoaded', () => document.body.append(el));
      if (document.body) document.body.append(el);
      return el;
    } as unknown as typeof Audio;
  });
  await page.goto('/');
  await page.getByTestId('music-open').click();
  await expect(player(page)).toBeVisible();
}

test('the five tracks are served as small audio files with the track list', async ({ request }) => {
  const list = (await (await request.get('/music/tracks.json')).json()) as { tracks: Array<{ url: string; type: string }> };
  expect(list.tracks.map((t) => t.type)).toEqual(['nature', 'music', 'music', 'music', 'music']);
  expect(list.tracks[0].url).toBe('/river-flowing.m4a');
  for (const t of list.tracks) {
    const res = await request.get(t.url);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^audio\/(mp4|x-m4a)/);
    expect((await res.body()).length).toBeLessThan(400 * 1024);
  }
});

test('plays, mutes, changes track with the 2 s guard, wraps around and pauses while hidden', async ({ page }) => {
  await openPlayer(page);
  await expect(page.getByTestId('music-track')).toHaveText('River Flowing');
  await player(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expect(player(page)).toHaveAttribute('data-status', 'playing');
  await expect.poll(async () => (await audioState(page))?.paused).toBe(false);
  expect(await audioState(page)).toMatchObject({ src: '/river-flowing.m4a', loop: true, volume: 0.25 });

  await player(page).getByRole('button', { name: 'Mute' }).click();
  await expect(player(page)).toHaveAttribute('data-muted', 'true');
  expect((await audioState(page))?.muted).toBe(true);
  await player(page).getByRole('button', { name: 'Unmute' }).click();

  // Previous from the first track wraps to the last; during the guard the buttons rest.
  await player(page).getByRole('button', { name: 'Previous track' }).click();
  await expect(page.getByTestId('music-track')).toHaveText('Evening Prayer');
  await expect(player(page).getByRole('button', { name: 'Next track' })).toBeDisabled();
  await expect(player(page).getByRole('button', { name: 'Next track' })).toBeEnabled({ timeout: 3000 });
  await player(page).getByRole('button', { name: 'Next track' }).click();
  await expect(page.getByTestId('music-track')).toHaveText('River Flowing');
  await expect.poll(async () => (await audioState(page))?.paused).toBe(false);

  // Hidden: paused; visible again: playing.
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await expect(player(page)).toHaveAttribute('data-status', 'paused');
  expect((await audioState(page))?.paused).toBe(true);
  await setVisibility('visible');
  await expect(player(page)).toHaveAttribute('data-status', 'playing');
});

test('a track that cannot be loaded is skipped after a second', async ({ page }) => {
  await page.route('**/river-flowing.m4a', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await openPlayer(page);
  await player(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTestId('music-track')).toHaveText('Still Waters', { timeout: 5000 });
  await expect.poll(async () => (await audioState(page))?.src).toBe('/music/still-waters.m4a');
});
