/**
 * References between results, as a reader meets them: a link to the cited statement, with a
 * preview on hover, keyboard focus or a first tap, and an ordinary link without JavaScript.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {fileForRoute, readRoute, sitePages} from '../build/site';
import {foldForMatching, namesStatement} from '../../src/plugins/lib/spelling';
import {violationsIn} from './axe';
import {gotoHydrated} from './pages';
import {statementClasses} from '../../src/plugins/cross-references/components';

type Sample = {readonly route: string; readonly id: string; readonly href: string; readonly targetPath: string};

/**
 * A reference to a result on another page (read from the build), one to an equation, and one to a
 * result of its own page (following it changes only the address's hash).
 */
function samples(): {crossPage: Sample; equation: Sample; samePage: Sample} {
  let crossPage: Sample | undefined;
  let equation: Sample | undefined;
  let samePage: Sample | undefined;
  for (const {route, $} of sitePages().sort((a, b) => a.route.localeCompare(b.route))) {
    if (crossPage && equation && samePage) {
      break;
    }
    for (const element of $('article a.cross-reference').toArray()) {
      const href = $(element).attr('href')!;
      const url = new URL(href, `http://site${route}`);
      const sample = {route, id: $(element).attr('id')!, href, targetPath: url.pathname};
      const onItsPage = url.pathname.replace(/\/$/, '') === route.replace(/\/$/, '');
      if (!crossPage && !onItsPage && !href.includes('#eq:')) {
        crossPage = sample;
      }
      if (!equation && href.includes('#eq:')) {
        equation = sample;
      }
      if (!samePage && onItsPage && !href.includes('#eq:')) {
        samePage = sample;
      }
    }
  }
  if (!crossPage || !equation || !samePage) {
    throw new Error('The build has no cross-page reference, no equation reference or no reference within a page');
  }
  return {crossPage, equation, samePage};
}

const {crossPage, equation, samePage} = samples();

/** The address a reference leads to, as a pattern of the page's URL. */
function destination(sample: Sample): RegExp {
  const hash = new URL(sample.href, 'http://site').hash.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${sample.targetPath.replace(/\/$/, '')}/?${hash}$`);
}

const targetOf = (page: Page, sample: Sample) =>
  page.locator(`[id="${decodeURIComponent(new URL(sample.href, 'http://site').hash.slice(1))}"]`);

function reference(page: Page, sample: Sample): Locator {
  return page.locator(`[id="${sample.id}"]`);
}

const preview = (page: Page) => page.getByRole('dialog', {name: /^Preview of /});

async function expectBeside(page: Page, anchor: Locator): Promise<void> {
  const card = await preview(page).boundingBox();
  const link = await anchor.boundingBox();
  expect(card && link).toBeTruthy();
  const overlaps =
    card!.x < link!.x + link!.width &&
    link!.x < card!.x + card!.width &&
    card!.y < link!.y + link!.height &&
    link!.y < card!.y + card!.height;
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

/**
 * A reference written `[](ref:…)` to a result quoted from a book (read from the build): its target's header names it the
 * site's way and gives the book's number as its source, "Theorem 5 (…) [Munkres, Theorem 23.3]".
 */
function quotedResult(): {sample: Sample; header: string} {
  const pages = new Map(sitePages().map(({route, $}) => [route.replace(/\/$/, ''), $]));
  for (const [route, $] of [...pages].sort(([a], [b]) => a.localeCompare(b))) {
    for (const element of $('article a.cross-reference').toArray()) {
      const href = $(element).attr('href')!;
      const url = new URL(href, `http://site${route}`);
      const target = pages.get(url.pathname.replace(/\/$/, ''))?.(`[id="${decodeURIComponent(url.hash.slice(1))}"]`);
      const header = target?.children('p').first();
      const named = /^[A-Z][a-z]+ \d+$/.test($(element).text());
      if (named && header && header.find('.katex').length === 0 && /\[[^\]]*\d[^\]]*\]/.test(header.text())) {
        return {
          sample: {route, id: $(element).attr('id')!, href, targetPath: url.pathname},
          header: header.text().replace(/[.\u200b]+$/, ''),
        };
      }
    }
  }
  throw new Error('No reference to a result with a numbered source in the build');
}

test("a result quoted from a book: the reference names it as its box does, and the preview gives the book's number as the box does", async ({
  page,
}) => {
  const {sample, header} = quotedResult();
  await gotoHydrated(page, sample.route);
  const link = reference(page, sample);
  await link.scrollIntoViewIfNeeded();
  // The box's name ("Theorem 5") is what the reference reads.
  await expect(link).toHaveText(/^\S+ \d+/.exec(header)![0]);
  await link.hover();
  await expect(preview(page).locator('p').first()).toHaveText(header);
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

/** Opens the sample's page and reaches its reference with Tab from the element before it, as a keyboard user would. */
async function tabTo(page: Page, sample: Sample): Promise<Locator> {
  await gotoHydrated(page, sample.route);
  const link = reference(page, sample);
  await link.scrollIntoViewIfNeeded();
  await link.evaluate((element) => {
    const before = document.createElement('button');
    before.textContent = 'start';
    element.before(before);
    before.focus();
  });
  await page.keyboard.press('Tab');
  return link;
}

test('keyboard: focusing a reference previews it, Escape closes it, Enter follows it', async ({page}) => {
  const link = await tabTo(page, crossPage);
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

for (const [where, sample] of [
  ['on the same page', samePage],
  ['on another page', crossPage],
] as const) {
  test(`following a preview's link to a result ${where} closes the preview (on the same page, focus goes to the result)`, async ({
    page,
  }) => {
    await gotoHydrated(page, sample.route);
    const link = reference(page, sample);
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await preview(page)
      .getByRole('link', {name: /^Go to /})
      .click();
    await expect(page).toHaveURL(destination(sample));
    await expect(preview(page)).toHaveCount(0);
    if (sample === samePage) {
      await expect(targetOf(page, sample)).toBeFocused();
    }
    await expect(targetOf(page, sample)).toBeInViewport();
  });
}

test('keyboard: Enter on a previewed reference to its own page follows it and closes the preview', async ({page}) => {
  await tabTo(page, samePage);
  await expect(preview(page)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(destination(samePage));
  await expect(preview(page)).toHaveCount(0);
  await expect(targetOf(page, samePage)).toBeInViewport();
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

  test("the first tap previews inside the screen, and the preview's link navigates", async ({page}) => {
    await gotoHydrated(page, crossPage.route);
    const link = reference(page, crossPage);
    await link.scrollIntoViewIfNeeded();
    const before = page.url();
    await link.tap();
    await expect(preview(page)).toBeVisible();
    expect(page.url()).toBe(before);
    await expectBeside(page, link);
    await preview(page)
      .getByRole('link', {name: /^Go to /})
      .tap();
    await expect(page).toHaveURL(new RegExp(`${crossPage.targetPath.replace(/\/$/, '')}/?#`));
    const anchor = decodeURIComponent(new URL(crossPage.href, 'http://site').hash.slice(1));
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    await expect(preview(page)).toHaveCount(0);
  });

  for (const [where, sample] of [
    ['on the same page', samePage],
    ['on another page', crossPage],
  ] as const) {
    test(`a second tap on a reference to a result ${where} follows it, and its preview is gone`, async ({page}) => {
      await gotoHydrated(page, sample.route);
      const link = reference(page, sample);
      await link.scrollIntoViewIfNeeded();
      await link.tap();
      await expect(preview(page)).toBeVisible();
      await link.tap();
      await expect(page).toHaveURL(destination(sample));
      await expect(preview(page)).toHaveCount(0);
      await expect(targetOf(page, sample)).toBeInViewport();
    });
  }
});

/** The plural of a kind of result: "Corollary" → "Corollaries", "Lemma" → "Lemmas". */
const plural = (kind: string) => (kind.endsWith('y') ? `${kind.slice(0, -1)}ies` : `${kind}s`);

test('the results index names each kind in the plural, and choosing one lists only results of that kind', async ({page}) => {
  await gotoHydrated(page, '/docs/results');
  const menu = page.getByRole('combobox', {name: 'Kind'});
  const options = await menu
    .locator('option')
    .evaluateAll((elements) =>
      elements
        .filter((option) => (option as HTMLOptionElement).value)
        .map((option) => [(option as HTMLOptionElement).value, option.textContent]),
    );
  expect(options.length).toBeGreaterThan(1);
  for (const [kind, text] of options) {
    expect(text).toBe(plural(kind!));
  }
  const [kind] = options.find(([value]) => value!.endsWith('y')) ?? options[0]!;
  await menu.selectOption(kind!);
  const shown = await page.locator('main td a').allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.every((text) => text.startsWith(`${kind} `))).toBe(true);
});

test('the results index filter finds a named result as search does: words run together, without accents or dashes', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/results');
  const titles = await page.locator('main tbody tr td:nth-child(2)').allTextContents();
  // A name joined by a dash ("Heine–Borel") if the notes have one, else a title's first two words.
  const joined = titles.map((title) => /\p{L}{3,}[\u2010-\u2015-]\p{L}{3,}/u.exec(title)?.[0]).find(Boolean);
  const name = joined ?? titles.map((title) => /^\p{L}{3,} \p{L}{3,}/u.exec(title)?.[0]).find(Boolean);
  expect(name, 'a result with a name of two words').toBeTruthy();
  const typed = name!
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s\u2010-\u2015-]+/g, '');
  await page.getByRole('searchbox', {name: 'Words'}).fill(typed);
  // Read once the table has narrowed (the filter renders deferred): before, every title is there.
  const rows = page.locator('main tbody tr td:nth-child(2)');
  await expect.poll(() => rows.count(), {message: `"${typed}" narrows the results`}).toBeLessThan(titles.length);
  const shown = await rows.allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  expect(
    shown.some((title) => title.includes(name!)),
    `"${typed}" finds "${name}"`,
  ).toBe(true);
});

type IndexedResult = {readonly href: string; readonly title: string; readonly page: string; readonly own: string};

/**
 * The results of the built index, each with its page's title and, folded, every word of its own a
 * filter could match: its row (kind, number, title, source) and its whole block on its page, which
 * holds the statement (and more: a word missing from it is missing from the statement).
 */
function indexedResults(): IndexedResult[] {
  const $ = readRoute('/docs/results');
  const byFile = new Map(sitePages().map((page) => [page.file, page]));
  const blocksOf = new Map<string, Map<string, string>>();
  // Each page's blocks by anchor, read in one pass over the page.
  const blockText = (file: string, id: string) => {
    let blocks = blocksOf.get(file);
    if (!blocks) {
      const page = byFile.get(file)!.$;
      blocks = new Map(
        page(`.${statementClasses.block}[id]`)
          .toArray()
          .map((block) => [page(block).attr('id')!, page(block).text()]),
      );
      blocksOf.set(file, blocks);
    }
    return blocks.get(id) ?? '';
  };
  return $('article table tbody tr')
    .toArray()
    .map((row) => {
      const link = $(row).find('a').first();
      const href = link.attr('href')!;
      const url = new URL(href, 'http://site/docs/results');
      const block = blockText(fileForRoute(decodeURIComponent(url.pathname))!, decodeURIComponent(url.hash.slice(1)));
      return {
        href,
        title: $(row).find('td').eq(1).text(),
        page: $(row).closest('table').parent().prevAll('h3').first().text(),
        own: foldForMatching(`${$(row).text()} ${block}`),
      };
    });
}

/** Whether typing `word` could keep `result` for its own sake. */
const hasOwnWord = (result: IndexedResult, word: string) => result.own.includes(word) || namesStatement(word, result.title);

/**
 * A word of a page's title that one result of the page has in its title and another result of the
 * same page has nowhere of its own: the filter must keep the first and drop the second.
 */
function wordOfPageAndResult(results: readonly IndexedResult[]) {
  for (const named of results) {
    const words = foldForMatching(named.title).split(/[^\p{L}]+/u);
    for (const word of words.filter((candidate) => candidate.length >= 5 && foldForMatching(named.page).includes(candidate))) {
      const other = results.find((result) => result.page === named.page && !hasOwnWord(result, word));
      if (other) {
        return {word, named, other};
      }
    }
  }
  return undefined;
}

const statusOf = (page: Page) => page.getByRole('search', {name: 'Filter the results'}).locator('[aria-live="polite"]');

test("the results index filter matches each result's own words, not the title of the page it is on", async ({page}) => {
  const results = indexedResults();
  const sample = wordOfPageAndResult(results);
  expect(sample, 'a page title word that names one of its results and not another').toBeTruthy();
  const {word, named, other} = sample!;
  await gotoHydrated(page, '/docs/results');
  const box = page.getByRole('searchbox', {name: 'Words'});
  await box.focus();
  await page.keyboard.type(word);
  await expect(page.locator(`main tbody a[href="${named.href}"]`), `"${word}" keeps ${named.href}`).toHaveCount(1);
  await expect(page.locator(`main tbody a[href="${other.href}"]`), `"${word}" is only ${other.href}'s page title`).toHaveCount(0);
  // What is kept is announced: "N of M results", N the rows shown.
  const rows = await page.locator('main tbody tr').count();
  await expect(statusOf(page)).toHaveText(`${rows} of ${results.length} results`);
});

test('a word only a page title has lists that page, and says so', async ({page}) => {
  const results = indexedResults();
  const word = results
    .flatMap((result) => foldForMatching(result.page).split(/[^\p{L}]+/u))
    .find((candidate) => candidate.length >= 5 && results.every((result) => !hasOwnWord(result, candidate)));
  test.skip(!word, "every word of the pages' titles is some result's own");
  const onPages = results.filter((result) => foldForMatching(result.page).includes(word!));
  await gotoHydrated(page, '/docs/results');
  await page.getByRole('searchbox', {name: 'Words'}).fill(word!);
  await expect(page.locator('main tbody tr')).toHaveCount(onPages.length);
  await expect(statusOf(page)).toHaveText(
    `No result has these words; ${onPages.length} of ${results.length} results are on pages whose title has them`,
  );
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
    expect(await violationsIn(page, ['[role="dialog"]', `[id="${crossPage.id}"]`])).toEqual([]);
    // The preview is drawn in the mode's colours: a dark card in dark mode, a light one in light mode.
    const background = await preview(page).evaluate((element) => getComputedStyle(element).backgroundColor);
    const lightness = (background.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, value) => sum + Number(value), 0);
    expect(lightness > 382, background).toBe(mode === 'light');
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test("a reference is an ordinary link to the statement's anchor", async ({page}) => {
    await page.goto(crossPage.route);
    const link = reference(page, crossPage);
    await expect(link).toHaveAttribute('href', crossPage.href);
    await link.click();
    const anchor = decodeURIComponent(new URL(crossPage.href, 'http://site').hash.slice(1));
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });
});

test.describe('the results index on a 390 px screen', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('each filter label stays on the line of its field', async ({page}) => {
    await gotoHydrated(page, '/docs/results');
    for (const name of ['Words', 'Kind']) {
      const label = (await page.locator('form[role="search"] label', {hasText: name}).boundingBox())!;
      const field = (await page.getByLabel(name, {exact: true}).boundingBox())!;
      expect(Math.abs(label.y + label.height / 2 - (field.y + field.height / 2)), `${name}: beside its field`).toBeLessThan(
        field.height / 2,
      );
      expect(field.x, `${name}: its field after it`).toBeGreaterThan(label.x);
    }
  });
});
