/**
 * Formulas shipped once (src/plugins/maths/theme/Formula): a first load takes a page's
 * formulas from its HTML and does not download them again in JavaScript;
 * React still takes the page over with every formula in place; a client-side
 * navigation, and coming back, show every formula.
 */
import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, pageWithMostFormulas, watchConsole} from './pages';

/** The page with the most typeset formulas, found in the build. */
const longPage = pageWithMostFormulas();

/** Counts KaTeX's MathML wrapper in the JavaScript a page downloads (one per formula carried). */
function formulasInJavaScript(page: Page): {count: () => Promise<number>} {
  const counts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) {
      counts.push(response.text().then((text) => (text.match(/katex-mathml/g) ?? []).length));
    }
  });
  return {count: async () => (await Promise.all(counts)).reduce((sum, count) => sum + count, 0)};
}

/** The article's formulas, and how many of them have no markup. */
async function formulaState(page: Page): Promise<{formulas: number; empty: number}> {
  return page.evaluate(() => {
    const formulas = [...document.querySelectorAll('.markdown .katex')];
    return {formulas: formulas.length, empty: formulas.filter((formula) => !formula.querySelector('.katex-html')).length};
  });
}

test('a first load takes the formulas from the HTML: no more formula markup in its JavaScript than the home page', async ({
  page,
}) => {
  const home = formulasInJavaScript(page);
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  const onHome = await home.count();

  const context = await page.context().browser()!.newContext();
  const formulaPage = await context.newPage();
  const messages = watchConsole(formulaPage);
  const carried = formulasInJavaScript(formulaPage);
  await gotoHydrated(formulaPage, longPage);
  await formulaPage.waitForLoadState('networkidle');
  const {formulas, empty} = await formulaState(formulaPage);
  expect(formulas).toBeGreaterThan(500);
  // React took the page over and every formula kept its markup.
  expect(empty).toBe(0);
  expect(await carried.count()).toBe(onHome);
  expect(messages).toEqual([]);
  await context.close();
});

test('client-side navigation shows every formula of the next page, and of the first one on coming back', async ({page}) => {
  const messages = watchConsole(page);
  await gotoHydrated(page, longPage);
  const first = await formulaState(page);
  // Followed from the keyboard (a click was lost once under load, as in dependency-graphs.spec); Docusaurus
  // changes the address only once the next page's chunks have come, which under load takes seconds.
  const nextLink = page.locator('a.pagination-nav__link--next');
  await nextLink.focus();
  await nextLink.press('Enter');
  await expect(page, 'the "Next" link leads on').not.toHaveURL(new RegExp(`${longPage}$`), {timeout: 15_000});
  await expect(page.locator('article h1')).toBeVisible();
  const next = await formulaState(page);
  expect(next.formulas).toBeGreaterThan(0);
  expect(next.empty).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${longPage}$`));
  await expect.poll(() => formulaState(page)).toEqual(first);
  expect(first.empty).toBe(0);
  expect(messages).toEqual([]);
});

test('a formula page reached client-side is whole when it appears', async ({page}) => {
  // The page before the long one, whose "Next" link leads to it.
  await gotoHydrated(page, longPage);
  const previous = await page.locator('a.pagination-nav__link--prev').getAttribute('href');
  await gotoHydrated(page, previous!);
  // Record, on every DOM change, whether the article on screen has a formula without markup; the
  // marker on window shows that the navigation stayed in the page (client-side).
  await page.evaluate(() => {
    const seen = {emptyFormula: false};
    (window as unknown as {seen: typeof seen}).seen = seen;
    new MutationObserver(() => {
      if ([...document.querySelectorAll('.markdown .katex')].some((formula) => !formula.firstChild)) {
        seen.emptyFormula = true;
      }
    }).observe(document.body, {childList: true, subtree: true});
  });
  await page.locator('a.pagination-nav__link--next').click();
  await expect(page).toHaveURL(new RegExp(`${longPage}$`));
  await expect(page.locator('.markdown .katex').first()).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as {seen?: {emptyFormula: boolean}}).seen);
  expect(seen, 'the navigation was client-side').toBeDefined();
  expect(seen!.emptyFormula).toBe(false);
  expect((await formulaState(page)).empty).toBe(0);
});
