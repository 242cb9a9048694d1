/**
 * A list of notation, as a reader uses it: narrowed by words as they type, and each definition
 * previewed on hover, keyboard focus or a first tap, as a reference is.
 */
import {expect, test, type Page} from '@playwright/test';
import {sitePages} from '../build/site';
import {gotoHydrated} from './pages';

/** A chapter's list from the build, with an entry whose symbol a definition (a block) introduces. */
function sample() {
  for (const {route, $} of sitePages().sort((a, b) => a.route.localeCompare(b.route))) {
    if (!route.startsWith('/notation/') || route === '/notation/') {
      continue;
    }
    const rows = $('tr.notation-entry').toArray();
    const row = rows.find((element) => $(element).find('a.cross-reference').length > 0);
    if (row) {
      const meaning = $(row).find('td').eq(1).clone().find('.katex').remove().end().text().trim();
      return {route, rows: rows.length, meaning, reference: $(row).find('a.cross-reference').first().text()};
    }
  }
  throw new Error('The build has no list of notation with a definition');
}

const {route, rows, meaning, reference} = sample();
const preview = (page: Page) => page.getByRole('dialog', {name: /^Preview of /});
const definition = (page: Page) => page.getByRole('link', {name: reference, exact: true}).first();

test('typing words narrows the list to the symbols whose meaning has them, and clearing restores it', async ({page}) => {
  await gotoHydrated(page, route);
  const entries = page.locator('tr.notation-entry');
  await expect(entries).toHaveCount(rows);
  const longest = meaning.split(/\W+/).sort((a, b) => b.length - a.length)[0]!;
  await page.getByLabel('Words').fill(longest);
  const shown = await entries.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(rows);
  for (const text of await entries.allInnerTexts()) {
    expect(text.toLowerCase()).toContain(longest.toLowerCase());
  }
  await expect(page.getByText(shown === rows ? `${rows} symbols` : `${shown} of ${rows} symbols`)).toBeVisible();
  await page.getByLabel('Words').fill('qwertyuiop');
  await expect(entries).toHaveCount(0);
  await expect(page.getByText('No symbol matches these words.')).toBeVisible();
  await page.getByLabel('Words').fill('');
  await expect(entries).toHaveCount(rows);
});

test('hovering or focusing a definition previews its statement, without the declaration', async ({page}) => {
  await gotoHydrated(page, route);
  await definition(page).hover();
  await expect(preview(page)).toBeVisible();
  await expect(preview(page).getByRole('link', {name: /^Go to /})).toBeVisible();
  expect(await preview(page).innerText()).not.toContain(meaning);
  await page.mouse.move(0, 0);
  await expect(preview(page)).toBeHidden();
  await page.getByLabel('Words').focus();
  for (
    let presses = 0;
    presses < 10 && !(await definition(page).evaluate((element) => element === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(definition(page)).toBeFocused();
  await expect(preview(page)).toBeVisible();
});

test.describe('on a 390 px touch screen', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the first tap on a definition previews it and stays on the list', async ({page}) => {
    await gotoHydrated(page, route);
    const before = page.url();
    await definition(page).scrollIntoViewIfNeeded();
    await definition(page).tap();
    await expect(preview(page)).toBeVisible();
    expect(page.url()).toBe(before);
    const box = await preview(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
