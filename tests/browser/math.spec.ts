import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {firstScreen} from '../../src/plugins/maths/font-preloads';
import {blogPosts, docsPages} from '../content';
import {allHtmlFiles} from '../build/site';
import {docsPageWithTheorems, layoutShiftTotal, pageWithCells, watchConsole, watchLayoutShifts} from './pages';
import {statementClasses} from '../../src/plugins/cross-references/components';

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
    await expect(page.locator(`.${statementClasses.block}`).first()).toBeVisible();
    const hasKatexStyles = await page.evaluate(() => getComputedStyle(document.querySelector('.katex')!).fontFamily);
    expect(hasKatexStyles).toContain('KaTeX_Main');
  });
});

/**
 * The two docs pages and the two blog posts whose first screens hold the most formulas (the more
 * formulas in its lines, the more a paragraph's breaks depend on their fonts), and the page with
 * Python cells (prose with formulas first).
 */
function pagesWithFormulasOnTheirFirstScreen(): string[] {
  const route = (permalink: string) => permalink.replace(/\/?$/, '/');
  const formulasFirst = (permalinks: string[]) => {
    const routes = new Set(permalinks.map(route));
    return allHtmlFiles()
      .filter((page) => routes.has(page.route))
      .map(({route: page, file}) => ({
        page,
        formulas: (firstScreen(readFileSync(file, 'utf8')).match(/class="?katex-mathml\b/g) ?? []).length,
      }))
      .sort((a, b) => b.formulas - a.formulas)
      .slice(0, 2)
      .map(({page}) => page);
  };
  const published = <T extends {draft: boolean; permalink: string}>(pages: T[]) =>
    pages.filter(({draft}) => !draft).map(({permalink}) => permalink);
  return [...new Set([...formulasFirst(published(docsPages())), ...formulasFirst(published(blogPosts())), pageWithCells()])];
}

for (const viewport of [
  {width: 390, height: 844},
  {width: 1280, height: 720},
]) {
  test(`text does not move as KaTeX's fonts arrive at ${viewport.width} px (layout shift under 0.01 while a page loads)`, async ({
    browser,
  }) => {
    // src/plugins/maths/font-preloads.ts: each page asks for its first screen's fonts in its <head>.
    const shifted: string[] = [];
    // Each page's console messages, as watchConsole keeps adding them.
    const messages: string[][] = [];
    for (const route of pagesWithFormulasOnTheirFirstScreen()) {
      // A context of its own for each page: a font another page loaded would be in the cache.
      const context = await browser.newContext({viewport});
      const page = await context.newPage();
      messages.push(watchConsole(page));
      await watchLayoutShifts(page, 'load');
      await page.goto(route);
      // Fonts are asked for as text is laid out: wait for a layout, then for them, then for the shifts to be reported.
      await page.evaluate(async () => {
        const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        await frames();
        await document.fonts.ready;
        await frames();
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      const shift = await layoutShiftTotal(page);
      if (shift >= 0.01) {
        shifted.push(`${route}: ${shift.toFixed(3)}`);
      }
      await context.close();
    }
    expect(shifted).toEqual([]);
    expect(messages.flat()).toEqual([]);
  });
}
