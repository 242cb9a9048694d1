/**
 * The index of terms as a reader uses it (src/plugins/index-of-terms): by letter, narrowed as they type,
 * each place previewed on hover, keyboard focus or a first tap as a reference is, and a search for a
 * term landing on its definition. Everything asked for is read from the built index page.
 */
import {expect, test, type Page} from '@playwright/test';
import {sitePages} from '../build/site';
import {indexClasses} from '../../src/plugins/index-of-terms/components';
import {foldForMatching} from '../../src/plugins/lib/spelling';
import {gotoHydrated} from './pages';

const indexPage = sitePages().find(({$}) => $(`li.${indexClasses.entry}`).length > 0);
if (!indexPage) {
  throw new Error('The build has no index of terms');
}
const {route, $} = indexPage;
const entryCount = $(`li.${indexClasses.entry}`).length;
/** A term of one word whose entry's first place is its definition, and that place's link. */
const sample = (() => {
  const candidates = $(`li.${indexClasses.entry}`)
    .toArray()
    .map((entry) => ({
      term: $(entry).children('span').first().text().trim(),
      definitions: $(entry).children('span').find(`strong.${indexClasses.definition} a.${indexClasses.locator}`),
    }))
    .filter(({term, definitions}) => /^\p{L}{6,}$/u.test(term) && definitions.length === 1);
  // One with an accent if the index has one: the filter must ignore it.
  const chosen = candidates.find(({term}) => foldForMatching(term) !== term.toLowerCase()) ?? candidates[0];
  if (!chosen) {
    throw new Error('The index has no one-word term with one definition');
  }
  return {term: chosen.term, href: chosen.definitions.first().attr('href')!, text: chosen.definitions.first().text()};
})();

const preview = (page: Page) => page.getByRole('dialog', {name: /^Preview of /});
const entries = (page: Page) => page.locator(`li.${indexClasses.entry}`);
const place = (page: Page) => page.locator(`a.${indexClasses.locator}[href="${sample.href}"]`).first();

for (const viewport of [
  {width: 390, height: 844},
  {width: 1280, height: 800},
]) {
  test(`${viewport.width} px: every letter leads to its terms, each term's definition first and in bold, nothing wider than the screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, route);
    await expect(entries(page)).toHaveCount(entryCount);
    const letters = page.getByRole('navigation', {name: 'Letters'}).getByRole('link');
    const count = await letters.count();
    expect(count).toBeGreaterThan(1);
    const last = letters.nth(count - 1);
    await last.click();
    const heading = page.locator(`h2[id="${(await last.getAttribute('href'))!.slice(1)}"]`);
    await expect(heading).toHaveText(new RegExp(`^${(await last.textContent())!}`));
    await expect(heading).toBeInViewport();
    // Below the letter bar, which stays in view.
    await expect(page.getByRole('navigation', {name: 'Letters'})).toBeInViewport();
    const covered = await page.evaluate(() => {
      const bar = document.querySelector('nav[aria-label="Letters"]')!.getBoundingClientRect();
      const target = document.querySelector(decodeURIComponent(location.hash))!.getBoundingClientRect();
      return target.top < bar.bottom - 1;
    });
    expect(covered, 'the letter the bar leads to is not under it').toBe(false);
    // An entry's defining places come before its others.
    const order = await page.evaluate(
      ({entry: entryClass, locator, definition}) =>
        [...document.querySelectorAll(`li.${entryClass}`)].flatMap((entry) => {
          const places = [...entry.querySelectorAll(`:scope > span a.${locator}`)];
          const defining = places.map((link) => link.closest(`strong.${definition}`) !== null);
          return defining.indexOf(false) !== -1 && defining.lastIndexOf(true) > defining.indexOf(false)
            ? [entry.querySelector('span')!.textContent]
            : [];
        }),
      indexClasses,
    );
    expect(order, 'entries with a definition after another place').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

test('typing narrows the index to the terms with the words typed, accents and capitals aside, and clearing restores it', async ({
  page,
}) => {
  await gotoHydrated(page, route);
  const field = page.getByRole('searchbox', {name: 'Terms'});
  // As a reader types it: without its accents, in capitals.
  await field.fill(foldForMatching(sample.term).toUpperCase());
  // The list narrows once the page has filtered it (a deferred render: read it before, and it is whole).
  await expect.poll(() => entries(page).count(), {message: 'the index narrows to the terms typed'}).toBeLessThan(entryCount);
  const shown = await entries(page).count();
  expect(shown).toBeGreaterThan(0);
  await expect(entries(page).filter({hasText: sample.term}).first()).toBeVisible();
  for (const text of await entries(page).allInnerTexts()) {
    expect(foldForMatching(text)).toContain(foldForMatching(sample.term));
  }
  await expect(page.getByText(`${shown} of ${entryCount} terms`)).toBeVisible();
  await field.fill('qwertyuiop');
  await expect(entries(page)).toHaveCount(0);
  await expect(page.getByText('No term of the index has these words.')).toBeVisible();
  await field.fill('');
  await expect(entries(page)).toHaveCount(entryCount);
});

test('hovering or focusing a place previews it, and its link leads there', async ({page}) => {
  await gotoHydrated(page, route);
  await place(page).hover();
  await expect(preview(page)).toBeVisible();
  await expect(preview(page)).toContainText(sample.term);
  await page.mouse.move(0, 0);
  await expect(preview(page)).toBeHidden();
  await place(page).focus();
  await expect(preview(page)).toBeVisible();
  await preview(page)
    .getByRole('link', {name: /^Go to /})
    .click();
  await expect(page).toHaveURL(new RegExp(`${sample.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
});

test.describe('on a 390 px touch screen', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the first tap on a place previews it, within the screen, and stays on the index', async ({page}) => {
    await gotoHydrated(page, route);
    const before = page.url();
    await place(page).scrollIntoViewIfNeeded();
    await place(page).tap();
    await expect(preview(page)).toBeVisible();
    expect(page.url()).toBe(before);
    const box = (await preview(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});

test('a search for a term lists its definition first', async ({page}) => {
  await gotoHydrated(page, '/blog');
  await page.keyboard.press('Control+k');
  await page.keyboard.type(sample.term);
  const first = page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first();
  await expect(first).toBeVisible();
  const sameplace = (href: string) => href.replace(/\/(?=#)/, '');
  expect(sameplace((await first.getByRole('link').getAttribute('href'))!)).toBe(sameplace(sample.href));
});
