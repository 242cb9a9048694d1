/**
 * References between results, as a reader meets them: a link to the cited statement, with a
 * preview on hover, keyboard focus or a first tap, and an ordinary link without JavaScript.
 */
import {readFileSync} from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {load} from 'cheerio';
import {sitePages} from '../build/site';
import {gotoHydrated} from './pages';

type Sample = {readonly route: string; readonly id: string; readonly href: string; readonly targetPath: string};

/** A reference to a result on another page (read from the build), and one to an equation. */
function samples(): {crossPage: Sample; equation: Sample} {
  let crossPage: Sample | undefined;
  let equation: Sample | undefined;
  for (const {route, file} of sitePages().sort((a, b) => a.route.localeCompare(b.route))) {
    const $ = load(readFileSync(file, 'utf8'));
    for (const element of $('article a.cross-reference').toArray()) {
      const href = $(element).attr('href')!;
      const url = new URL(href, `http://site${route}`);
      const sample = {route, id: $(element).attr('id')!, href, targetPath: url.pathname};
      if (!crossPage && url.pathname.replace(/\/$/, '') !== route.replace(/\/$/, '') && !href.includes('#eq:')) {
        crossPage = sample;
      }
      if (!equation && href.includes('#eq:')) {
        equation = sample;
      }
    }
  }
  if (!crossPage || !equation) {
    throw new Error('The build has no cross-page reference or no equation reference');
  }
  return {crossPage, equation};
}

const {crossPage, equation} = samples();

function reference(page: Page, sample: Sample): Locator {
  return page.locator(`[id="${sample.id}"]`);
}

const preview = (page: Page) => page.getByRole('dialog', {name: /^Preview of /});

async function expectBeside(page: Page, anchor: Locator): Promise<void> {
  const card = await preview(page).boundingBox();
  const link = await anchor.boundingBox();
  expect(card && link).toBeTruthy();
  const overlaps =
    card!.x < link!.x + link!.width && link!.x < card!.x + card!.width && card!.y < link!.y + link!.height && link!.y < card!.y + card!.height;
  expect(overlaps, 'the preview must not cover the reference').toBe(false);
  const viewport = page.viewportSize()!;
  expect(card!.x).toBeGreaterThanOrEqual(0);
  expect(card!.x + card!.width).toBeLessThanOrEqual(viewport.width);
}

test('hovering a reference previews the cited statement, typeset, with a link to it; moving away closes it', async ({page}) => {
  await gotoHydrated(page, crossPage.route);
  const link = reference(page, crossPage);
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await expect(preview(page)).toBeVisible();
  await expect(preview(page).locator('.katex').first()).toBeVisible();
  // The kind and number in the preview are those of the block the link leads to.
  const heading = await preview(page).locator('p').first().innerText();
  expect(heading).toMatch(/^(Definition|Theorem|Lemma|Proposition|Corollary|Example|Remark|Exercise) \d+/);
  await expect(preview(page).getByRole('link', {name: /^Go to /})).toHaveAttribute('href', crossPage.href);
  await expectBeside(page, link);
  await page.mouse.move(5, 5);
  await expect(preview(page)).toBeHidden();
});

test('the preview stays open while the pointer moves into it', async ({page}) => {
  await gotoHydrated(page, crossPage.route);
  const link = reference(page, crossPage);
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await expect(preview(page)).toBeVisible();
  await preview(page).hover();
  await page.waitForTimeout(600);
  await expect(preview(page)).toBeVisible();
});

test('keyboard: focusing a reference previews it, Escape closes it, Enter follows it', async ({page}) => {
  await gotoHydrated(page, crossPage.route);
  const link = reference(page, crossPage);
  await link.scrollIntoViewIfNeeded();
  // Reach the reference with Tab from the element before it, as a keyboard user would.
  await link.evaluate((element) => {
    const before = document.createElement('button');
    before.textContent = 'start';
    element.before(before);
    before.focus();
  });
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expect(preview(page)).toBeVisible();
  await expect(link).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(preview(page)).toBeHidden();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${crossPage.targetPath.replace(/\/$/, '')}/?#`));
  const anchor = decodeURIComponent(new URL(crossPage.href, 'http://site').hash.slice(1));
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
});

test('an equation reference previews the numbered equation', async ({page}) => {
  await gotoHydrated(page, equation.route);
  const link = reference(page, equation);
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await expect(preview(page)).toBeVisible();
  await expect(preview(page).locator('.katex-display')).toBeVisible();
  await expect(preview(page).locator('.tag')).toHaveText(/^\(\d+\)$/);
});

test.describe('on a 390 px touch screen', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the first tap previews inside the screen, and the preview\'s link navigates', async ({page}) => {
    await gotoHydrated(page, crossPage.route);
    const link = reference(page, crossPage);
    await link.scrollIntoViewIfNeeded();
    const before = page.url();
    await link.tap();
    await expect(preview(page)).toBeVisible();
    expect(page.url()).toBe(before);
    await expectBeside(page, link);
    await preview(page).getByRole('link', {name: /^Go to /}).tap();
    await expect(page).toHaveURL(new RegExp(`${crossPage.targetPath.replace(/\/$/, '')}/?#`));
    const anchor = decodeURIComponent(new URL(crossPage.href, 'http://site').hash.slice(1));
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`${mode} mode: axe finds nothing with a preview open`, async ({page}) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await gotoHydrated(page, crossPage.route);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const link = reference(page, crossPage);
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await expect(preview(page).locator('.katex').first()).toBeVisible();
    const results = await new AxeBuilder({page})
      .include('[role="dialog"]')
      .include(`[id="${crossPage.id}"]`)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    // The preview is drawn in the mode's colours: a dark card in dark mode, a light one in light mode.
    const background = await preview(page).evaluate((element) => getComputedStyle(element).backgroundColor);
    const lightness = (background.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, value) => sum + Number(value), 0);
    expect(lightness > 382, background).toBe(mode === 'light');
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a reference is an ordinary link to the statement\'s anchor', async ({page}) => {
    await page.goto(crossPage.route);
    const link = reference(page, crossPage);
    await expect(link).toHaveAttribute('href', crossPage.href);
    await link.click();
    const anchor = decodeURIComponent(new URL(crossPage.href, 'http://site').hash.slice(1));
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });
});
