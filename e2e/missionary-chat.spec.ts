import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { linkFor } from './support';

const SHOTS = path.join(__dirname, '..', 'test-results', 'screenshots');

// Chromium's fake microphone (a beep) lets the voice message go through the real MediaRecorder,
// wav encoding and upload.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function noSeriousA11yProblems(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a visitor chats with an AI helper under a topic and gets quick replies', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/missionaries');
  await expect(page.getByRole('heading', { name: 'Chat is available 24/7' })).toBeVisible();
  const helper = page.getByRole('article', { name: 'Hopeful Barnabas' });
  await helper.getByRole('button', { name: 'Chat with AI Helper' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Hopeful Barnabas', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/Prayer Warrior/)).toBeVisible();
  // Measured once its pop-in animation has settled.
  await expect.poll(async () => Math.round((await dialog.boundingBox())!.height)).toBe(600);
  // The helper's greeting says it is an AI, then the 8 topics.
  const greeting = dialog.getByTestId('chat-message').first();
  await expect(greeting).toContainText(/\bAI\b/);
  await expect(greeting).toContainText(/\d\d:\d\d/);
  const picker = dialog.getByTestId('topic-picker');
  await expect(picker.getByRole('button')).toHaveText(['Grief', 'Worry', 'Heartbroken', 'Lonely', 'Fear', 'Forgiveness', 'Healing', 'Direction']);
  await expect(dialog.getByRole('button', { name: 'Record a voice message' })).toHaveCount(0);
  await noSeriousA11yProblems(page, '[role="dialog"]');
  await shoot(page, 'chat-ai-topics');

  await picker.getByRole('button', { name: 'Worry' }).click();
  await expect(dialog.getByTestId('topic-banner')).toContainText('Topic: Worry');
  await expect(dialog.getByRole('button', { name: 'Change Topic' })).toBeVisible();

  const input = dialog.getByRole('textbox', { name: 'Your message' });
  await expect(input).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await input.fill('I keep worrying about my job and I cannot sleep at night.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByTestId('chat-message').filter({ hasText: '[Worry] I keep worrying about my job' })).toBeVisible();
  await expect(input).toHaveValue('');

  // The helper answers live, with a follow-up question and quick replies.
  const replies = dialog.getByTestId('quick-replies');
  await expect(replies.getByRole('button').first()).toBeVisible({ timeout: 20_000 });
  const count = await dialog.getByTestId('chat-message').count();
  await noSeriousA11yProblems(page, '[role="dialog"]');
  await shoot(page, 'chat-ai-conversation');
  const reply = (await replies.getByRole('button').first().textContent())!.trim();
  await replies.getByRole('button').first().click();
  await expect(dialog.getByTestId('chat-message').filter({ hasText: `[Worry] ${reply}` })).toBeVisible();
  await expect(dialog.getByTestId('chat-message')).not.toHaveCount(count + 1, { timeout: 20_000 });

  // Change Topic brings the picker back.
  await dialog.getByRole('button', { name: 'Change Topic' }).click();
  await expect(dialog.getByTestId('topic-picker')).toBeVisible();

  // Closing and opening again finds the same room, nothing doubled.
  const before = await dialog.getByTestId('chat-message').count();
  await dialog.getByRole('button', { name: 'Close chat' }).click();
  await helper.getByRole('button', { name: 'Chat with AI Helper' }).click();
  await expect(page.getByRole('dialog').getByTestId('chat-message')).toHaveCount(before);
});

test('a visitor and a missionary exchange messages live', async ({ browser }) => {
  test.setTimeout(120_000);
  const missionaryContext = await browser.newContext();
  const m = await missionaryContext.newPage();
  // The missionary's sockets go through a route the test can cut, to prove the resume.
  let blocked = false;
  const live: WebSocketRoute[] = [];
  await m.routeWebSocket(/\/ws$/, (ws) => {
    if (blocked) return void ws.close();
    ws.connectToServer();
    live.push(ws);
  });
  const email = `chat-${Date.now().toString(36)}@flow.test`;
  await m.goto('/sign-in?returnTo=%2Fmissionaries%3Fjoin%3D1');
  await m.getByLabel('E-mail address').fill(email);
  await m.getByRole('button', { name: 'Send sign-in link' }).click();
  await m.goto(await linkFor(m, email));
  await m.getByTestId('confirm-sign-in').click();
  await expect(m).toHaveURL(/\/missionaries\?join=1$/);
  await m.getByLabel('Your name').fill('Chloe Vance');
  await m.getByLabel('WhatsApp phone number').fill('+44 7700 900789');
  await m.getByRole('checkbox').check();
  await m.getByRole('button', { name: 'Join Prayer Network' }).click();
  const toastText = await m.getByRole('region', { name: 'Notifications' }).getByText(/Your display name is /).textContent();
  const displayName = /Your display name is (.+)\.$/.exec(toastText ?? '')![1]!;

  await m.goto('/missionary-dashboard');
  await m.getByRole('tab', { name: 'Chats' }).click();
  await expect(m.getByText('No open chats at the moment.')).toBeVisible();

  // A visitor, in another browser, opens a prayer chat with this missionary.
  const visitorContext = await browser.newContext({ permissions: ['microphone'] });
  const v = await visitorContext.newPage();
  await v.goto('/missionaries');
  await v.getByRole('article', { name: displayName }).getByRole('button', { name: 'Start Prayer Chat' }).click();
  const dialog = v.getByRole('dialog');
  await expect(dialog.getByText(`Say hello. ${displayName} will reply as soon as they can.`)).toBeVisible();
  await expect(dialog.getByTestId('topic-picker')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Record a voice message' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('Hello, could you pray for my mother? She is in hospital.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByTestId('chat-message').filter({ hasText: 'could you pray for my mother' })).toBeVisible();

  // Contact details are refused with a clear message, and the text stays.
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('Call me on +44 7700 900123');
  await dialog.getByRole('button', { name: 'Send' }).click();
  // (The modal hides the rest of the page from the accessibility tree, the toast region too.)
  // (The toast's live announcer repeats the text, hence first().)
  await expect(v.getByText('Failed to send message').first()).toBeVisible();
  await expect(v.getByText('For everyone’s safety, phone numbers, e-mail addresses and links cannot be shared in chat.').first()).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Your message' })).toHaveValue('Call me on +44 7700 900123');
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('');

  // The room appears on the missionary's list by itself (room_activity), then opens live.
  const room = m.getByTestId('chat-room').first();
  await expect(room).toContainText('could you pray for my mother', { timeout: 15_000 });
  await room.click();
  const thread = m.getByRole('log', { name: 'Messages' });
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'could you pray for my mother' })).toBeVisible();
  await m.getByRole('textbox', { name: 'Your message' }).fill('I am praying for her right now. What is her name?');
  await m.getByRole('button', { name: 'Send' }).click();
  await shoot(m, 'chat-missionary-dashboard');

  // The visitor sees it without reloading, and answers; the missionary sees that live too.
  await expect(dialog.getByTestId('chat-message').filter({ hasText: 'What is her name?' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('Her name is Rosa. Thank you so much.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'Her name is Rosa' })).toBeVisible();
  // A voice message: record (m:ss timer), preview, send; the missionary can play it.
  await dialog.getByRole('button', { name: 'Record a voice message' }).click();
  await expect(dialog.getByRole('timer')).toHaveText('Recording 0:02', { timeout: 5000 });
  await expect(dialog.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Stop recording' }).click();
  await expect(dialog.getByTestId('voice-preview')).toBeVisible();
  await shoot(v, 'chat-voice-draft');
  await dialog.getByRole('button', { name: 'Send voice message' }).click();
  await expect(dialog.getByTestId('chat-message').filter({ hasText: /Voice message \(\d+ s\)/ })).toBeVisible();
  const voice = thread.getByTestId('chat-message').filter({ hasText: /Voice message \(\d+ s\)/ });
  await expect(voice).toBeVisible();
  const src = await voice.locator('audio').getAttribute('src');
  const audio = await m.request.get(src!);
  expect(audio.status()).toBe(200);
  expect(audio.headers()['content-type']).toContain('audio/wav');
  expect((await audio.body()).subarray(0, 4).toString()).toBe('RIFF');
  // Nobody else may hear it.
  const stranger = await browser.newContext();
  expect((await stranger.request.get(new URL(src!, m.url()).toString())).status()).toBe(403);
  await stranger.close();

  await noSeriousA11yProblems(v, '[role="dialog"]');
  await shoot(v, 'chat-human-visitor');

  // Reconnect: the missionary's sockets are cut and refused for a while; the visitor writes
  // meanwhile; once they are let back in, the message is there exactly once.
  blocked = true;
  for (const ws of live.splice(0)) await ws.close();
  await expect(m.getByText('Reconnecting to the chat...')).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('She had a good night, praise God.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByTestId('chat-message').filter({ hasText: 'She had a good night' })).toBeVisible();
  await m.waitForTimeout(1500);
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'She had a good night' })).toHaveCount(0);
  blocked = false;
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'She had a good night' })).toHaveCount(1, { timeout: 20_000 });
  await expect(m.getByText('Reconnecting to the chat...')).toHaveCount(0);
  await m.waitForTimeout(1000);
  await expect(thread.getByTestId('chat-message')).toHaveCount(await dialog.getByTestId('chat-message').count());

  await visitorContext.close();
  await missionaryContext.close();
});
