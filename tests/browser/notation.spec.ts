/**
 * A list of notation, as a reader uses it: narrowed by words as they type, and each definition
 * previewed on hover, keyboard focus or a first tap, as a reference is; and a symbol in a formula
 * pointing to its notation the same ways.
 */
import {readFileSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {docsPages} from '../content';
import {readRoute, sitePages} from '../build/site';
import {violationsIn} from './axe';
import {gotoHydrated, switchColourMode} from './pages';

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

/**
 * Symbols in formulas that point to their notation: chapter 4's notes use the real line's topologies
 * that chapter 2 defines. Each symbol's meaning and definition come from the sources (the declaration
 * naming its macro) and the built list of all notation (its link).
 */
function markedSymbols() {
  const declarations = docsPages()
    .filter((doc) => !doc.draft)
    .flatMap((doc) =>
      [...readFileSync(doc.file, 'utf8').matchAll(/<Notation\s+tex="([^"]*)"\s+macro="([^"]*)"\s*>([\s\S]*?)<\/Notation>/g)].map(
        (match) => ({
          tex: match[1]!,
          macros: match[2]!.split(/[\s,]+/),
          meaning: match[3]!.replace(/\$[^$]*\$/g, ' ').trim(),
          doc,
        }),
      ),
    );
  const page = sitePages().find(({route, html}) => route.includes('/chapt-4/notes') && html.includes('data-notation'));
  if (!page) {
    throw new Error("Chapter 4's notes mark no symbol");
  }
  const $all = readRoute('/notation/');
  const keys = [
    ...new Set(
      page
        .$('.markdown .katex [data-notation]')
        .map((_, element) => page.$(element).attr('data-notation'))
        .get(),
    ),
  ];
  const symbols = keys.flatMap((key) => {
    const declaration = declarations.find(({macros}) => macros.includes(`\\${key}`));
    const row = $all('tr.notation-entry')
      .toArray()
      .find(
        (element) => $all(element).find('annotation[encoding="application/x-tex"]').first().text().trim() === declaration?.tex,
      );
    // The words of the meaning outside its formulas, as the card shows them.
    const words = declaration?.meaning
      .split(/[\s,]+/)
      .filter((word) => /^[A-Za-z-]+$/.test(word))
      .slice(0, 4)
      .join(' ');
    return declaration && row && words
      ? [{key, meaning: words, href: $all(row).find('td').eq(2).find('a').attr('href')!, page: declaration.doc.permalink}]
      : [];
  });
  return {route: page.route, symbols};
}

const marked = markedSymbols();
const symbolIn = (page: Page, key: string) => page.locator(`.markdown .katex [data-notation="${key}"]`).first();

test("chapter 4's notes mark both topologies of chapter 2 that they use", () => {
  expect(marked.symbols.map(({key}) => key).sort()).toEqual(['RK', 'Rl']);
  for (const symbol of marked.symbols) {
    expect(symbol.page).not.toBe(marked.route);
  }
});

/** The card shows the symbol's meaning and a link to its definition, on the page that introduces it. */
async function expectCardFor(page: Page, symbol: (typeof marked.symbols)[number]): Promise<void> {
  await expect(preview(page)).toBeVisible();
  await expect(preview(page)).toContainText(symbol.meaning);
  const link = preview(page).getByRole('link', {name: /^Go to /});
  await expect(link).toHaveAttribute('href', symbol.href);
}

/** axe on the open card and the formula it describes (its symbol's, focusable), in the mode the page is in. */
async function expectAccessible(page: Page): Promise<void> {
  expect(await violationsIn(page, ['[role="dialog"]', '.katex[aria-describedby]'])).toEqual([]);
}

test('at 1280 px, in both colour modes, hovering or focusing R_ℓ or R_K shows its meaning and a link to its definition', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, marked.route);
  for (const mode of ['light', 'dark'] as const) {
    await switchColourMode(page, mode);
    for (const symbol of marked.symbols) {
      const element = symbolIn(page, symbol.key);
      await element.scrollIntoViewIfNeeded();
      await element.hover();
      await expectCardFor(page, symbol);
      await page.mouse.move(0, 0);
      await expect(preview(page)).toBeHidden();
      // By keyboard: the formula takes focus (back and forth from the element before it), its symbol's card opens.
      const formula = element.locator('xpath=ancestor::span[contains(concat(" ", @class, " "), " katex ")][1]');
      await formula.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(formula).toBeFocused();
      await expectCardFor(page, symbol);
      await expect(formula).toHaveAttribute('aria-describedby', (await preview(page).getAttribute('id'))!);
      if (symbol === marked.symbols[0]) {
        await expectAccessible(page);
      }
      await page.keyboard.press('Escape');
      await expect(preview(page)).toBeHidden();
    }
  }
  // Enter follows the focused symbol's link to its definition.
  const last = marked.symbols.at(-1)!;
  const formula = symbolIn(page, last.key).locator('xpath=ancestor::span[contains(concat(" ", @class, " "), " katex ")][1]');
  await formula.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expectCardFor(page, last);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new URL(last.href, page.url()).href);
});

test.describe('chapter 4 on a 390 px touch screen', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('in both colour modes, a first tap on R_ℓ or R_K shows its meaning and a link to its definition, and stays', async ({
    page,
  }) => {
    await gotoHydrated(page, marked.route);
    const before = page.url();
    for (const mode of ['light', 'dark'] as const) {
      await switchColourMode(page, mode);
      for (const symbol of marked.symbols) {
        const element = symbolIn(page, symbol.key);
        await element.scrollIntoViewIfNeeded();
        await element.tap();
        await expectCardFor(page, symbol);
        expect(page.url()).toBe(before);
        const box = await preview(page).boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
        if (symbol === marked.symbols[0]) {
          await expectAccessible(page);
        }
        // A tap elsewhere closes it.
        await page.locator('h1').first().tap();
        await expect(preview(page)).toBeHidden();
      }
    }
  });
});

/** The docs page or post whose formulas mark the most symbols. */
function pageWithMostMarks(): string {
  return sitePages()
    .filter(({route}) => /^\/(docs|blog)\//.test(route))
    .map(({route, html}) => ({route, marks: html.split('data-notation=').length - 1}))
    .sort((a, b) => b.marks - a.marks)[0]!.route;
}

test('Tab reaches, in reading order, the formula where a section first uses each notation, and not every use', async ({page}) => {
  await gotoHydrated(page, pageWithMostMarks());
  // What a reader meets, solutions open: each formula of the article in reading order, with its section
  // (counted by h2) and the notations its symbols mark; a formula inside a link is the link's, and left out.
  const formulas = await page.evaluate(() => {
    document.querySelectorAll<HTMLDetailsElement>('.markdown details').forEach((details) => (details.open = true));
    let section = 0;
    const read: {section: number; keys: string[]}[] = [];
    for (const element of document.querySelectorAll('.markdown h2, .markdown .katex')) {
      if (element.tagName === 'H2') {
        section += 1;
      } else if (!element.closest('a')) {
        element.setAttribute('data-reading-order', String(read.length));
        read.push({
          section,
          keys: [...element.querySelectorAll('[data-notation]')].map((symbol) => symbol.getAttribute('data-notation')!),
        });
      }
    }
    return read;
  });
  // Tab from the start of the article to its end, as a keyboard reader does, noting each formula that takes focus.
  await page.evaluate(() => {
    const start = document.createElement('button');
    start.textContent = 'start';
    document.querySelector('.markdown')!.before(start);
    const focused: number[] = [];
    Object.assign(window, {focusedFormulas: focused});
    document.addEventListener('focusin', (event) => {
      const target = event.target as Element;
      if (target.closest('.markdown') && target.hasAttribute('data-reading-order')) {
        focused.push(Number(target.getAttribute('data-reading-order')));
      } else if (!target.closest('.markdown') && target !== start) {
        Object.assign(window, {leftArticle: true});
      }
    });
    start.focus();
  });
  while (!(await page.evaluate(() => 'leftArticle' in window))) {
    await page.keyboard.press('Tab');
  }
  const focused = await page.evaluate(() => (window as unknown as {focusedFormulas: number[]}).focusedFormulas);
  // Focus follows the reading order.
  expect(focused.length).toBeGreaterThan(0);
  expect(focused).toEqual([...focused].sort((a, b) => a - b));
  // In each section, the first formula that uses a notation takes focus: the reader reaches each
  // notation there (its card, the arrows for the formula's other symbols) where it is first met.
  const firstUses = new Map<string, number>();
  formulas.forEach(({section, keys}, index) => {
    for (const key of keys) {
      if (!firstUses.has(`${section} ${key}`)) {
        firstUses.set(`${section} ${key}`, index);
      }
    }
  });
  const missed = [...firstUses].filter(([, index]) => !focused.includes(index)).map(([where]) => `section ${where}`);
  expect(missed, 'notations a keyboard does not reach where a section first uses them').toEqual([]);
  // And no other formula: a formula whose notations its section has used before is no tab stop.
  expect(focused.filter((index) => ![...firstUses.values()].includes(index))).toEqual([]);
  // The page this picks uses its notation more often than once a section.
  expect(formulas.filter(({keys}) => keys.length > 0).length).toBeGreaterThan(focused.length);
});
