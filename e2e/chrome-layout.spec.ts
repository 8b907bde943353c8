import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';

const languages = ['en', 'pt-BR', 'es', 'fr', 'zh-CN', 'ko', 'ja', 'hi', 'ru'];
const widths = [320, 375, 1280];
const shotDir = path.join(__dirname, '..', 'test-results', 'screens');

/**
 * Elements that stick out of the viewport, and text clipped inside its own box (a button whose
 * label is wider than the button). Inside a scroll container sticking out is by design.
 */
async function overflows(page: Page) {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const problems: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return true;
      }
      return false;
    };
    if (document.documentElement.scrollWidth > vw) problems.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = el.getBoundingClientRect();
      // Visually hidden text (1 px, clipped) is for screen readers only.
      if (box.width <= 2 || box.height <= 2) continue;
      // The skip link waits off-screen on purpose until focused.
      if (box.right <= 0) continue;
      if ((box.right > vw + 1 || box.left < -1) && !inScroller(el)) problems.push(`${describe(el)} sticks out`);
      // An ellipsis hides text as surely as a clip does.
      const clipsText = style.overflowX === 'hidden' || style.textOverflow === 'ellipsis';
      if ((el.tagName === 'BUTTON' || el.tagName === 'A' || clipsText) && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        problems.push(`${describe(el)} text clipped (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return problems;
  });
}

for (const lang of languages) {
  test(`the home page fits 320, 375 and 1280 px in ${lang}`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.addInitScript((code) => localStorage.setItem('flow-language', code), lang);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('#welcome-title')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(shotDir, `home-${lang}-${width}.png`), fullPage: true });
      expect(await overflows(page), `${lang} at ${width}px`).toEqual([]);
    }
  });
}
