import {expect, test, type Page} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {load} from 'cheerio';
import {allHtmlFiles, isPrintEdition} from '../build/site';
import {backdropOf, contrastRatio, expectCodeColoursOfEachMode, firstPage, gotoHydrated, scriptsWithPrism} from './pages';
import {cellAttribute} from '../../src/plugins/python-cells/types';

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});

test('the site starts light even when the system prefers dark', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await context.close();
});

test('the toggle switches the colour mode and the choice survives a reload', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  const main = page.locator('main').first();
  const light = {
    text: await main.evaluate((element) => getComputedStyle(element).color),
    background: await main.evaluate(backdropOf),
  };
  await toggle(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  // What the reader sees turns over: light text on a dark page, where it was dark text on a light one.
  const dark = {
    text: await main.evaluate((element) => getComputedStyle(element).color),
    background: await main.evaluate(backdropOf),
  };
  expect(contrastRatio(light.background, 'rgb(0, 0, 0)'), `light page on ${light.background}`).toBeGreaterThan(
    contrastRatio(light.text, 'rgb(0, 0, 0)'),
  );
  expect(contrastRatio(dark.background, 'rgb(0, 0, 0)'), `dark page on ${dark.background}`).toBeLessThan(
    contrastRatio(dark.text, 'rgb(0, 0, 0)'),
  );
  expect(contrastRatio(dark.background, 'rgb(0, 0, 0)')).toBeLessThan(3);
  expect(contrastRatio(light.background, 'rgb(0, 0, 0)')).toBeGreaterThan(15);
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await toggle(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
});

test('the colour mode syncs to a second tab', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await gotoHydrated(first, '/');
  await gotoHydrated(second, '/blog');
  await expect(html(second)).toHaveAttribute('data-theme', 'light');
  await toggle(first).click();
  await expect(html(first)).toHaveAttribute('data-theme', 'dark');
  await expect(html(second)).toHaveAttribute('data-theme', 'dark');
});

test('with localStorage throwing, pages render and the toggle still works', async ({page}) => {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('Storage disabled', 'SecurityError');
    };
    Storage.prototype.getItem = fail;
    Storage.prototype.setItem = fail;
    Storage.prototype.removeItem = fail;
  });
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await gotoHydrated(page, '/docs/home');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await toggle(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  expect(errors).toEqual([]);
});

type CodeBlock = {language: string; tokens: number; highlighted: number};

/**
 * Each built page with code blocks (not a print edition), and each block as the server drew it: its language,
 * its tokens and, of them, the highlighted ones (not plain text). A Python cell's code is not in a code block.
 */
function pagesWithCodeBlocks(): {route: string; blocks: CodeBlock[]}[] {
  return allHtmlFiles()
    .filter(({route}) => !isPrintEdition(route))
    .map(({route, file}) => ({route, html: readFileSync(file, 'utf8')}))
    .filter(({html}) => html.includes('theme-code-block'))
    .map(({route, html}) => {
      const $ = load(html);
      const blocks = $('.theme-code-block')
        .map((_, block) => ({
          language: /\blanguage-(\S+)/.exec($(block).attr('class') ?? '')?.[1] ?? 'text',
          tokens: $(block).find('.token').length,
          highlighted: $(block).find('.token:not(.plain)').length,
        }))
        .get();
      return {route, blocks};
    });
}

/** The page whose code blocks hold the most tokens. */
function pageWithMostCode(): string {
  const total = (blocks: CodeBlock[]) => blocks.reduce((sum, {tokens}) => sum + tokens, 0);
  return pagesWithCodeBlocks().sort((a, b) => total(b.blocks) - total(a.blocks))[0]!.route;
}

test("code blocks take each mode's colours on load as when switched to it; in the default mode the server's are kept", async ({
  browser,
}) => {
  await expectCodeColoursOfEachMode(browser, {
    route: pageWithMostCode(),
    tokens: '.theme-code-block .token',
    // The blocks' buttons are drawn once React has hydrated the page and the blocks are drawn for the browser.
    drawn: (page) => page.locator('.theme-code-block button').first().waitFor({state: 'attached'}),
  });
});

/** For each language of the site's code blocks, one page with a block in it, and each block of that page as the server highlighted it. */
function pagesCoveringCodeLanguages(): {route: string; blocks: {language: string; highlighted: number}[]}[] {
  const covered = new Set<string>();
  const pages: {route: string; blocks: {language: string; highlighted: number}[]}[] = [];
  for (const {route, blocks} of pagesWithCodeBlocks()) {
    if (blocks.some(({language}) => !covered.has(language))) {
      blocks.forEach(({language}) => covered.add(language));
      pages.push({route, blocks: blocks.map(({language, highlighted}) => ({language, highlighted}))});
    }
  }
  return pages;
}

test('the browser highlights code in every language as the server does (the dark mode redraws it)', async ({browser}) => {
  const pages = pagesCoveringCodeLanguages();
  expect(pages.flatMap(({blocks}) => blocks).filter(({highlighted}) => highlighted > 0).length).toBeGreaterThan(0);
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.localStorage.setItem('theme', 'dark');
    document.addEventListener('DOMContentLoaded', () => {
      for (const token of document.querySelectorAll('.theme-code-block .token')) {
        (token as HTMLElement).dataset.fromServer = '';
      }
    });
  });
  const page = await context.newPage();
  for (const {route, blocks} of pages) {
    await page.goto(route);
    // Redrawn in the dark mode's colours once React has hydrated the page: no token is the server's any more.
    await expect(page.locator('.theme-code-block .token[data-from-server]')).toHaveCount(0);
    const drawn = await page.locator('.theme-code-block').evaluateAll((elements) =>
      elements.map((block) => ({
        language: /\blanguage-(\S+)/.exec(block.className)?.[1] ?? 'text',
        highlighted: block.querySelectorAll('.token:not(.plain)').length,
      })),
    );
    expect(drawn, route).toEqual(blocks);
  }
  await context.close();
});

test('Prism comes only to pages that show code, and code reached by a link is highlighted', async ({page}) => {
  const withCode = pageWithMostCode();
  // A page of content with neither a code block nor a Python cell (whose code is highlighted too).
  const withoutCode = firstPage(
    (html) => /class="?theme-doc-markdown/.test(html) && !html.includes('theme-code-block') && !html.includes(cellAttribute),
    '/docs/',
  );
  const withPrism = scriptsWithPrism(page);
  await gotoHydrated(page, withoutCode);
  expect(await withPrism(), `${withoutCode} shows no code but fetched Prism`).toEqual([]);
  // A client-side navigation, as a link in the page would make it.
  await page.evaluate((route) => {
    window.history.pushState(null, '', route);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, withCode);
  await expect(page.locator('.theme-code-block .token:not(.plain)').first()).toBeVisible();
  expect(await withPrism()).not.toEqual([]);
});
