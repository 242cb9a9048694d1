import {expect, test} from '@playwright/test';
import {docsPageWithTheorems} from './pages';

test('math is typeset: KaTeX fonts load from the site and MathML is visually hidden', async ({page}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url());
  });
  await page.goto(docsPageWithTheorems());
  const formula = page.locator('.katex').first();
  await expect(formula).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const fonts = await page.evaluate(() =>
    [...document.fonts].filter((font) => font.family.startsWith('KaTeX') && font.status === 'loaded').map((f) => f.family),
  );
  expect(fonts.length).toBeGreaterThan(0);
  const mathml = await page.locator('.katex-mathml').first().boundingBox();
  expect(mathml === null || (mathml.width <= 1 && mathml.height <= 1)).toBe(true);
  await expect(page.locator('.katex-html').first()).toBeVisible();
  expect(foreign).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a docs page shows its text, math and theorem blocks', async ({page}) => {
    await page.goto(docsPageWithTheorems());
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('article p').first()).toBeVisible();
    await expect(page.locator('.katex-html').first()).toBeVisible();
    await expect(page.locator('.theorem-block').first()).toBeVisible();
    const hasKatexStyles = await page.evaluate(() => getComputedStyle(document.querySelector('.katex')!).fontFamily);
    expect(hasKatexStyles).toContain('KaTeX_Main');
  });
});
