/**
 * A list of notation, as a reader uses it: narrowed by words as they type, and each definition
 * previewed on hover, keyboard focus or a first tap, as a reference is; and a symbol in a formula
 * pointing to its notation the same ways.
 */
import {readFileSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {docsPages} from '../content';
import {readRoute, sitePages} from '../build/site';
import {foldForMatching} from '../../src/plugins/lib/spelling';
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
  // Read once the list has been filtered (it renders deferred): before, every symbol is there.
  await expect
    .poll(async () => (await entries.allInnerTexts()).every((text) => text.toLowerCase().includes(longest.toLowerCase())), {
      message: `the list keeps the symbols whose meaning has "${longest}"`,
    })
    .toBe(true);
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

/**
 * What the site's list shows of each entry, read from the build: the symbol as text and its meaning
 * (formulas as their MathML's text), the name of the page it is on, and what its last
 * column says in all (the definition that introduces it, and the page).
 */
function siteListRows() {
  const $ = readRoute('/notation/');
  const asText = (cell: ReturnType<typeof $>) => {
    const copy = cell.clone();
    copy.find('.katex').each((_, formula) => {
      $(formula).replaceWith(` ${$(formula).find('.katex-mathml math').clone().find('annotation').remove().end().text()} `);
    });
    return copy.text();
  };
  // A page's name as its own page gives it, before the site's name.
  const pageName = (href: string) =>
    readRoute(new URL(href, 'http://site/').pathname)('title')
      .text()
      .replace(/ \| [^|]*$/, '');
  return $('tr.notation-entry')
    .toArray()
    .map((row) => {
      const cells = $(row).find('td');
      return {
        shown: foldForMatching(`${asText(cells.eq(0))} ${asText(cells.eq(1))}`),
        place: foldForMatching(cells.eq(2).text()),
        page: foldForMatching(pageName(cells.eq(2).find('a').first().attr('href')!)),
      };
    });
}

const wordsOfRows = (texts: readonly string[]) =>
  [...new Set(texts.flatMap((text) => text.split(/[^\p{L}]+/u)))].filter((word) => word.length >= 5);

test('the filter finds a symbol by what the list says it is (the symbol, its meaning), not by where it is introduced', async ({
  page,
}) => {
  const rows = siteListRows();
  // A word of the last column (a definition's title, a page's name) that some meanings have and some
  // entries have only there: those are not asked for.
  const chosen = wordsOfRows(rows.map((row) => row.place))
    .map((word) => ({
      word,
      matching: rows.filter((row) => row.shown.includes(word)).length,
      elsewhere: rows.filter((row) => row.place.includes(word) && !row.shown.includes(word)).length,
    }))
    .filter(({matching, elsewhere}) => matching > 0 && elsewhere > 0)
    .sort((a, b) => b.elsewhere - a.elsewhere)[0];
  expect(chosen, 'no word of the last column is in some meanings and not in others').toBeDefined();
  await gotoHydrated(page, '/notation/');
  await page.getByLabel('Words').fill(chosen!.word);
  await expect(page.locator('tr.notation-entry')).toHaveCount(chosen!.matching);
  for (const row of await page.locator('tr.notation-entry').all()) {
    // The symbol and the meaning as a reader sees them.
    const shown = await row.locator('td').nth(0).or(row.locator('td').nth(1)).allInnerTexts();
    expect(foldForMatching(shown.join(' '))).toContain(chosen!.word);
  }
});

test("a word only a page's name has lists that page's symbols, and says so, as the results index does", async ({page}) => {
  const rows = siteListRows();
  const word = wordsOfRows(rows.map((row) => row.page)).find((candidate) => rows.every((row) => !row.shown.includes(candidate)));
  expect(word, "a word of a page's name that no symbol or meaning has").toBeDefined();
  const onPages = rows.filter((row) => row.page.includes(word!)).length;
  await gotoHydrated(page, '/notation/');
  await page.getByLabel('Words').fill(word!);
  await expect(page.locator('tr.notation-entry')).toHaveCount(onPages);
  await expect(page.getByRole('search', {name: 'Filter the notation'}).locator('[aria-live="polite"]')).toHaveText(
    `No symbol has these words; ${onPages} of ${rows.length} symbols are on pages whose title has them`,
  );
});

test("a chapter's list names its chapter once, as a link to it, under a title that adds no colon to the chapter's", async ({
  page,
}) => {
  const chapterLists = sitePages()
    .map(({route}) => route)
    .filter((listRoute) => listRoute.startsWith('/notation/') && listRoute !== '/notation/');
  expect(chapterLists.length).toBeGreaterThan(0);
  for (const listRoute of chapterLists) {
    await gotoHydrated(page, listRoute);
    // A list's page is the list of the chapter or page at the same path under /docs/.
    const home = listRoute.replace(/^\/notation\//, '/docs/');
    const intro = page.locator('main p').first();
    const toHome = intro.locator(`a[href="${home}"], a[href="${home.replace(/\/$/, '')}"]`);
    await expect(toHome, `${listRoute}: its intro links to ${home}`).toHaveCount(1);
    const name = (await toHome.innerText()).trim();
    const colons = (text: string) => text.split(':').length - 1;
    const title = await page.locator('h1').innerText();
    expect(title, listRoute).toContain(name);
    expect(colons(title), `${listRoute}: "${title}"`).toBe(colons(name));
    // The name is read as one: the intro's text holds it only where the link is.
    const text = await intro.innerText();
    expect(text.split(name).length - 1, `${listRoute}: "${text}"`).toBe(1);
  }
});

/**
 * Where two pictures of one part of the page differ, pixel by pixel (more than the faintest edge's
 * difference in some colour): decoded by the page's own canvas.
 */
async function differing(page: Page, a: Buffer, b: Buffer): Promise<boolean[] & {width?: number}> {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [one, two] = await Promise.all([pixels(first), pixels(second)]);
      const differs: boolean[] = [];
      for (let at = 0; at < one.length; at += 4) {
        differs.push([0, 1, 2].some((channel) => Math.abs(one[at + channel]! - two[at + channel]!) > 40));
      }
      return differs;
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

test('a marked symbol shows, before it is pointed at, a quiet mark in both colour modes, which moves nothing and is not printed', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, marked.route);
  await page.evaluate(() => document.fonts.ready);
  const symbol = symbolIn(page, marked.symbols[0]!.key);
  await symbol.scrollIntoViewIfNeeded();
  const formula = symbol.locator('xpath=ancestor::span[contains(concat(" ", @class, " "), " katex ")][1]');
  /** The formula and a little around it, as drawn, and where each of its glyphs is. */
  const look = async () => {
    const box = (await formula.boundingBox())!;
    return {
      picture: await page.screenshot({
        clip: {x: box.x - 4, y: box.y - 4, width: box.width + 8, height: box.height + 8},
        animations: 'disabled',
        caret: 'hide',
      }),
      places: await formula.evaluate((element) =>
        [...element.querySelectorAll('.katex-html *')].map((part) => JSON.stringify(part.getBoundingClientRect())),
      ),
    };
  };
  const withoutCue = async () => {
    const tag = await page.addStyleTag({
      content:
        '[data-notation], [data-notation] * { background: none !important; text-decoration: none !important; border: 0 !important; box-shadow: none !important; }',
    });
    const plain = await look();
    await tag.evaluate((element) => (element as Element).remove());
    return plain;
  };
  for (const mode of ['light', 'dark'] as const) {
    await switchColourMode(page, mode);
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
    );
    const marked = await look();
    const plain = await withoutCue();
    expect((await differing(page, marked.picture, plain.picture)).some(Boolean), `${mode}: the symbol looks marked`).toBe(true);
    expect(marked.places, `${mode}: the mark moves nothing`).toEqual(plain.places);
  }
  await switchColourMode(page, 'light');
  await page.emulateMedia({media: 'print'});
  const printed = await look();
  const printedPlain = await withoutCue();
  expect((await differing(page, printed.picture, printedPlain.picture)).some(Boolean), 'printed with a mark').toBe(false);
});

/** Each pixel that is within `reach` pixels of a set one, in a picture `width` pixels wide. */
function near(pixels: readonly boolean[], width: number, reach: number): boolean[] {
  const grown = new Array<boolean>(pixels.length).fill(false);
  pixels.forEach((set, at) => {
    if (!set) {
      return;
    }
    const [x, y] = [at % width, Math.floor(at / width)];
    for (let dy = -reach; dy <= reach; dy += 1) {
      for (let dx = -reach; dx <= reach; dx += 1) {
        if (x + dx >= 0 && x + dx < width && y + dy >= 0 && (y + dy) * width + x + dx < pixels.length) {
          grown[(y + dy) * width + x + dx] = true;
        }
      }
    }
  });
  return grown;
}

test.describe('at twice the pixels', () => {
  test.use({viewport: {width: 1280, height: 900}, deviceScaleFactor: 2, reducedMotion: 'reduce'});

  // On the page that marks both notations of chapter 2 (above), whose formulas end in a script's ℓ (issue 46).
  test('a formula focused by keyboard for its notation shows its focus ring clear of its glyphs, in both colour modes', async ({
    page,
  }) => {
    await gotoHydrated(page, marked.route);
    await page.evaluate(() => document.fonts.ready);
    // The card the focus opens is not what is looked at here, and may lie over the formula's surroundings.
    await page.addStyleTag({content: '[role="dialog"] { visibility: hidden !important; }'});
    const formulas = page.locator('.markdown .katex[tabindex="0"]').filter({has: page.locator('[data-notation]')});
    const count = await formulas.count();
    expect(count).toBeGreaterThan(0);
    const style = (css: string) => page.addStyleTag({content: css});
    const remove = (tag: Awaited<ReturnType<typeof style>>) => tag.evaluate((element) => (element as Element).remove());
    for (const mode of ['light', 'dark'] as const) {
      await switchColourMode(page, mode);
      for (let index = 0; index < count; index += 1) {
        const formula = formulas.nth(index);
        await formula.scrollIntoViewIfNeeded();
        // By keyboard, as a reader does: back to the element before it and forward again.
        await formula.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        await expect(formula).toBeFocused();
        await formula.evaluate((element) => element.setAttribute('data-test-focused', ''));
        const box = (await formula.boundingBox())!;
        // Room for a ring standing well off the box.
        const clip = {x: box.x - 16, y: box.y - 16, width: box.width + 32, height: box.height + 32};
        const shot = () => page.screenshot({clip, animations: 'disabled', caret: 'hide'});
        // The ring is what taking it away changes; the formula's glyphs (ink, not boxes), what making them transparent does.
        const seen = await shot();
        const noRing = await style('[data-test-focused]:focus-visible { outline: none !important; }');
        const glyphsAlone = await shot();
        const noGlyphs = await style(
          '[data-test-focused] .katex-html, [data-test-focused] .katex-html * { color: transparent !important; }',
        );
        const neither = await shot();
        await remove(noGlyphs);
        await remove(noRing);
        const ring = await differing(page, seen, glyphsAlone);
        const glyphs = await differing(page, glyphsAlone, neither);
        const width = Math.round(clip.width * 2);
        const tex = await formula.locator('annotation').textContent();
        expect(ring.some(Boolean), `${mode}: ${tex}: the ring is drawn`).toBe(true);
        expect(glyphs.some(Boolean), `${mode}: ${tex}: the glyphs are found`).toBe(true);
        // A pixel of clearance (two at twice the pixels): a ring that touches a glyph reads as crossing it.
        const nearGlyphs = near(glyphs, width, 2);
        const touching = ring.filter((isRing, at) => isRing && nearGlyphs[at]).length;
        expect(touching, `${mode}: ${tex}: pixels of the ring on or next to a glyph`).toBe(0);
        await formula.evaluate((element) => element.removeAttribute('data-test-focused'));
        await page.keyboard.press('Escape');
      }
    }
  });
});
