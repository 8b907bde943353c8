import { expect, test, type BrowserContext } from '@playwright/test';
import { PNG } from 'pngjs';

// Issue 17: `/` arrives with its first screen drawn (header and welcome) in the visitor's
// language; the app takes the picture away in the commit that renders the real screen.

test.describe('before any script has run', () => {
  test.use({ locale: 'ko-KR', javaScriptEnabled: false });

  test('the home page already shows the header and the welcome, in the browser language', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    const picture = page.locator('#first-screen');
    await expect(picture).toHaveAttribute('data-lang', 'ko');
    await expect(picture.locator('h1')).toHaveText('Flow에 오신 것을 환영해요');
    await expect(picture.locator('header')).toBeVisible();
    // A picture, not a second page: hidden from assistive technology and out of the tab order.
    await expect(picture).toHaveAttribute('aria-hidden', 'true');
    await expect(picture).toHaveAttribute('inert', '');
    expect(await picture.locator('a:not([tabindex="-1"]), button:not([tabindex="-1"])').count()).toBe(0);
  });
});

test('the picture gives way to the real screen, leaving one welcome and no repeated ids', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Flow' })).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.locator('h1')).toHaveCount(1);
  const repeated = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  expect(repeated).toEqual([]);
});

test('a language chosen in the app wins over the browser, and the next visit is drawn in it', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('flow-language', 'fr'));
  // First visit: the server can only guess English from the browser.
  const first = await page.request.get('/', { headers: { 'Accept-Language': 'en-US' } });
  expect(await first.text()).toContain('data-lang="en"');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur Flow' })).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  // The app remembered the choice where the server can read it.
  expect((await context.cookies()).find((c) => c.name === 'flow_lang')?.value).toBe('fr');
  const next = await page.request.get('/');
  expect(await next.text()).toContain('data-lang="fr"');
});

test('the picture is the live header and welcome, pixel for pixel, in a long language and a short one', async ({ browser }) => {
  for (const [locale, width] of [
    ['ru-RU', 320],
    ['ru-RU', 1280],
    ['ja-JP', 375],
  ] as const) {
    const shot = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/');
      const welcome = javaScriptEnabled ? page.getByRole('heading', { level: 1 }).locator('xpath=ancestor::section[1]') : page.locator('#first-screen main section');
      await expect(welcome).toBeVisible();
      if (javaScriptEnabled) await expect(page.locator('#first-screen')).toHaveCount(0);
      const bottom = await welcome.evaluate((el) => Math.ceil(el.getBoundingClientRect().bottom + 1));
      const image = await page.screenshot({ clip: { x: 0, y: 0, width, height: bottom }, animations: 'disabled' });
      await context.close();
      return image;
    };
    const picture = await shot(false);
    const live = await shot(true);
    expect(picture.equals(live), `${locale} at ${width} px`).toBe(true);
  }
});

/**
 * The largest difference of any channel of any pixel. The picture and the live page may round a
 * card's curved corner a shade apart (the picture lies over the page); anything that moved or
 * changed colour differs by far more.
 */
function largestDifference(a: Buffer, b: Buffer): number {
  const x = PNG.sync.read(a);
  const y = PNG.sync.read(b);
  if (x.width !== y.width || x.height !== y.height) return 255;
  let most = 0;
  for (let i = 0; i < x.data.length; i++) most = Math.max(most, Math.abs(x.data[i] - y.data[i]));
  return most;
}

// The other drawn pages, as a visitor who is not signed in sees them (issue 17): each picture
// must be its live page, or the page would jump when it is taken away.
test.describe('the other drawn pages', () => {
  // The last column, where there is one, is what only the live page fills in once its data has
  // come (the War Room's count of missionaries): masked in both pictures.
  for (const [path, locale, lang, width, filledIn, timezoneId] of [
    ['/user-dashboard', 'hi-IN', 'hi', 375],
    ['/user-dashboard', 'fr-FR', 'fr', 1280],
    ['/about', 'fr-FR', 'fr', 320],
    ['/charities', 'pt-BR', 'pt-BR', 375],
    ['/marketing', 'ko-KR', 'ko', 1280],
    ['/subscribe', 'ru-RU', 'ru', 375],
    ['/join-mission', 'es-ES', 'es', 1280],
    ['/missionaries', 'ja-JP', 'ja', 375, 'main strong'],
    ['/connect-missionary', 'zh-CN', 'zh-CN', 320],
    // The e-mail form; the page to return to afterwards does not change it.
    ['/sign-in', 'ru-RU', 'ru', 320],
    ['/sign-in?returnTo=%2Fabout', 'ja-JP', 'ja', 1280],
    // As a browser first shows it: nothing saved, permission never asked.
    ['/notification-settings', 'es-ES', 'es', 375],
    ['/notification-settings', 'ko-KR', 'ko', 1280],
    // Drawn for the visitor's day (the day where their language is spoken, as the server guesses
    // it): the picture is filled in with that day's verse when it is sent.
    ['/daily-verse-detailed', 'pt-BR', 'pt-BR', 375, undefined, 'America/Sao_Paulo'],
    ['/daily-verse-detailed', 'hi-IN', 'hi', 1280, undefined, 'Asia/Kolkata'],
  ] as ReadonlyArray<readonly [string, string, string, number, string?, string?]>) {
    test(`${path} arrives drawn in ${lang}, and at ${width} px the picture is the live page`, async ({ browser }) => {
      const shot = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ viewport: { width, height: 800 }, locale, javaScriptEnabled, timezoneId });
        const page = await context.newPage();
        await page.goto(path);
        const heading = page.locator(javaScriptEnabled ? '#root h1' : '#first-screen main h1');
        await expect(heading).toBeVisible();
        if (javaScriptEnabled) await expect(page.locator('#first-screen')).toHaveCount(0);
        else expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        const mask = filledIn ? [page.locator(`${javaScriptEnabled ? '#root' : '#first-screen'} ${filledIn}`).first()] : [];
        const image = await page.screenshot({ clip: { x: 0, y: 0, width, height: 600 }, animations: 'disabled', mask });
        const text = await heading.textContent();
        await context.close();
        return { image, text };
      };
      const picture = await shot(false);
      const live = await shot(true);
      expect(picture.text).toBe(live.text);
      expect(largestDifference(picture.image, live.image), `${path} in ${locale} at ${width} px`).toBeLessThanOrEqual(2);
    });
  }

  // Today's Manna: the picture holds the day's verse and leaves the Hebrew date and the moon (the
  // visitor's moment's) to the page; what it holds must be the live page's.
  for (const [locale, lang, width, timezoneId] of [
    ['es-ES', 'es', 375, 'Europe/Madrid'],
    ['zh-CN', 'zh-CN', 1280, 'Asia/Shanghai'],
  ] as const) {
    test(`/daily-verse arrives with the day's verse drawn in ${lang}, and at ${width} px it is the live page's`, async ({ browser }) => {
      const shot = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ viewport: { width, height: 900 }, locale, javaScriptEnabled, timezoneId });
        const page = await context.newPage();
        await page.goto('/daily-verse');
        const scope = javaScriptEnabled ? '#root' : '#first-screen';
        const verse = page.locator(`${scope} main figure blockquote`).first();
        await expect(verse).toBeVisible();
        if (javaScriptEnabled) await expect(page.locator('#first-screen')).toHaveCount(0);
        // The column the picture leaves empty (empty in the picture, so hidden only on the live page).
        if (javaScriptEnabled) await page.addStyleTag({ content: 'main aside { visibility: hidden !important; }' });
        const box = (await page.locator(`${scope} main figure`).first().boundingBox())!;
        const image = await page.screenshot({ clip: { x: 0, y: 0, width, height: Math.ceil(box.y + box.height) + 8 }, animations: 'disabled' });
        const texts = [await page.locator(`${scope} main h1`).textContent(), await verse.textContent(), await page.locator(`${scope} main figure cite`).first().textContent()];
        await context.close();
        return { image, texts };
      };
      const picture = await shot(false);
      const live = await shot(true);
      expect(picture.texts).toEqual(live.texts);
      expect(largestDifference(picture.image, live.image), `/daily-verse in ${locale} at ${width} px`).toBeLessThanOrEqual(2);
    });
  }

  test("a page drawn for another day than the browser's gives way before any script of the app runs", async ({ browser }) => {
    // The server reads an American visitor's day in Chicago's zone. Of the zones 14 hours ahead
    // of UTC and 11 behind it, one is always on another calendar day than Chicago.
    const day = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const elsewhere = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((zone) => day(zone) !== day('America/Chicago'))!;
    for (const [timezoneId, drawn] of [
      ['America/Chicago', true],
      [elsewhere, false],
    ] as const) {
      const context = await browser.newContext({ locale: 'en-US', timezoneId });
      const page = await context.newPage();
      // Only the page's own guard runs: the app's scripts are refused.
      await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
      await page.goto('/daily-verse-detailed');
      await expect(page.locator('#first-screen'), timezoneId).toHaveCount(drawn ? 1 : 0);
      await context.close();
    }
    // With the app, the visitor elsewhere reads the verse of their own day.
    const context = await browser.newContext({ locale: 'en-US', timezoneId: elsewhere });
    const page = await context.newPage();
    const asked = page.waitForRequest((r) => r.url().includes('/api/daily-verse?date='));
    await page.goto('/daily-verse-detailed');
    expect(new URL((await asked).url()).searchParams.get('date')).toBe(day(elsewhere));
    const [y, m, d] = day(elsewhere).split('-').map(Number);
    const long = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
    await expect(page.getByTestId('bible-verse-date')).toHaveText(long);
    await context.close();
  });

  test('the reminder settings drawn for a new browser give way before any script of the app where the browser differs', async ({ browser }) => {
    const states: ReadonlyArray<readonly [string, (context: BrowserContext) => Promise<unknown>, boolean]> = [
      ['new', async () => undefined, true],
      ['permission granted', (context) => context.grantPermissions(['notifications']), false],
      [
        'settings saved',
        (context) => context.addInitScript(() => localStorage.setItem('flow-notification-settings', JSON.stringify({ enabled: true, time: '21:30' }))),
        false,
      ],
    ];
    for (const [state, prepare, drawn] of states) {
      const context = await browser.newContext({ locale: 'en-US' });
      await prepare(context);
      const page = await context.newPage();
      await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
      await page.goto('/notification-settings');
      await expect(page.locator('#first-screen'), state).toHaveCount(drawn ? 1 : 0);
      await context.close();
    }
    // With the app, the saved time is what the page shows.
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('flow-notification-settings', JSON.stringify({ enabled: false, time: '21:30' })));
    const page = await context.newPage();
    await page.goto('/notification-settings');
    await expect(page.locator('#root input[type="time"]')).toHaveValue('21:30');
    await context.close();
  });

  test('a drawn page whose query opens another state arrives plain with that query', async ({ page }) => {
    const res = await page.request.get('/missionaries?join=1');
    expect(await res.text()).not.toContain('id="first-screen"');
    expect(await (await page.request.get('/missionaries')).text()).toContain('id="first-screen"');
  });
});
