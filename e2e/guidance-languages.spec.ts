import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { bookNames } from '../bff/src/platform/ai/books';
import { chooseLanguage } from './support';

// Issue 18: the reply cards in all nine languages, screenshotted for a native reader's eye and
// checked for what a machine can see: the answer is there, written in the poster's script and
// words, names its verse with the book name in that language, and nothing spills out of the card.

const shots = path.join(__dirname, '..', 'test-results', 'screenshots');
type Locale = { composer: { placeholder: string; submit: string }; post: { guidanceLabel: string } };
const locale = (code: string): Locale =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'packages', 'i18n', 'locales', `${code}.json`), 'utf8'));

/** What the guidance paragraph must look like in each language: its script, or its little words. */
const WRITTEN_IN: Record<string, { must: RegExp; mustNot?: RegExp }> = {
  en: { must: /\b(you|the|and)\b/i, mustNot: /[^\p{Script=Latin}\p{P}\p{N}\p{Z}\p{S}]/u },
  es: { must: /\b(que|tu|te|y|de)\b/i, mustNot: /\b(the|you|você|vous)\b/i },
  'pt-BR': { must: /(você|\bque\b|\bnão\b|\bcom\b)/i, mustNot: /\b(the|you|vous|usted)\b/i },
  fr: { must: /\b(vous|tu|le|la|et|dans)\b/i, mustNot: /\b(the|you|você|usted)\b/i },
  ru: { must: /\p{Script=Cyrillic}{3}/u, mustNot: /\b(the|you)\b/i },
  hi: { must: /\p{Script=Devanagari}{3}/u, mustNot: /\b(the|you)\b/i },
  'zh-CN': { must: /\p{Script=Han}{3}/u, mustNot: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u },
  ja: { must: /[\p{Script=Hiragana}\p{Script=Katakana}]/u, mustNot: /\p{Script=Hangul}/u },
  ko: { must: /\p{Script=Hangul}{3}/u, mustNot: /[\p{Script=Hiragana}\p{Script=Katakana}]/u },
};

/** Typical heavy posts, written as people write them in each language (and one thanksgiving). */
const POSTS: Array<{ language: string; width: number; text: string }> = [
  { language: 'en', width: 375, text: 'My dad passed away last month and the house feels so empty. I miss his laugh every single day.' },
  { language: 'es', width: 375, text: 'Estoy muy preocupada por mi hijo, perdió el trabajo y no sabemos cómo vamos a pagar el alquiler este mes.' },
  { language: 'pt-BR', width: 375, text: 'Minha mãe está internada com pneumonia e os médicos não sabem se ela vai melhorar. Peço orações pela saúde dela.' },
  { language: 'fr', width: 375, text: "Depuis que j'ai déménagé je me sens terriblement seule, personne ne m'appelle et les soirées sont longues." },
  { language: 'ru', width: 375, text: 'Месяц назад умер мой отец. Я до сих пор не могу поверить, что его больше нет.' },
  { language: 'hi', width: 375, text: 'मेरे पिताजी की तबीयत बहुत खराब है, डॉक्टर कहते हैं ऑपरेशन करना पड़ेगा। मुझे बहुत डर लग रहा है।' },
  { language: 'zh-CN', width: 375, text: '感谢主！我妈妈的手术非常顺利，谢谢大家一直为我们祷告。' },
  { language: 'ja', width: 375, text: '仕事を失ってしまい、来月の家賃が払えるか不安で夜も眠れません。' },
  { language: 'ko', width: 375, text: '아버지가 암 진단을 받으셨어요. 너무 무섭고 마음이 무거워요.' },
  { language: 'ru', width: 320, text: 'Муж потерял работу, и я не знаю, как мы будем платить за квартиру. Очень тревожно на душе.' },
];

/** Opens the wall and switches the interface language through the header's menu, as a visitor would. */
async function openIn(page: Page, language: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  await expect(page.getByPlaceholder(locale('en').composer.placeholder)).toBeVisible();
  if (language !== 'en') await chooseLanguage(page, language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const { language, width, text } of POSTS) {
  test(`the reply card in ${language} at ${width} px reads in ${language} and fits`, async ({ page }) => {
    const words = locale(language);
    await openIn(page, language, width);
    const composer = page.getByPlaceholder(words.composer.placeholder);
    await composer.fill(text);
    await page.getByRole('button', { name: words.composer.submit }).click();

    const card = page.getByTestId('post-card').filter({ hasText: text });
    const answer = card.getByRole('region', { name: words.post.guidanceLabel });
    await expect(answer).toBeVisible({ timeout: 20_000 });
    // Published as written: none of these is a curse or danger, so the filter must not have put
    // its request for support in its place ("我妈妈的" once read as the curse "妈的").
    await expect(card.getByTestId('own-original')).toHaveCount(0);

    const guidance = (await answer.locator('p').innerText()).trim();
    expect(guidance.length).toBeGreaterThan(40);
    const written = WRITTEN_IN[language];
    expect(guidance).toMatch(written.must);
    if (written.mustNot) expect(guidance).not.toMatch(written.mustNot);

    // A verse reference inside the sentence, with the book as this reader names it.
    const reference = new RegExp(`(${bookNames(language as never).map(escape).join('|')}) ?\\d+[:：]\\d+`);
    expect(guidance).toMatch(reference);
    await expect(answer.locator('cite')).toHaveText(/\d+:\d+/);

    await page.evaluate(() => document.fonts.ready);
    fs.mkdirSync(shots, { recursive: true });
    await card.screenshot({ path: path.join(shots, `guidance-${language}-${width}.png`) });

    // Nothing wider than its box, anywhere in the card, and the card inside the screen. Visually
    // hidden text (1 px, clipped, for screen readers) is left out.
    const overflowing = await card.evaluate((root) =>
      [root, ...Array.from(root.querySelectorAll('*'))]
        .filter((el) => el.clientWidth > 2 && el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.tagName.toLowerCase()} ${el.scrollWidth}>${el.clientWidth}`),
    );
    expect(overflowing).toEqual([]);
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);

  });
}
