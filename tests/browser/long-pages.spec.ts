/**
 * The longest notes page, whose article blocks are only laid out as they near
 * the viewport (src/plugins/long-pages/containment.css): what a reader does on it
 * must work as on a page laid out in full. Anchors land on their target,
 * find-in-page and screen readers reach blocks not yet rendered, printing
 * prints everything, scrolling shifts nothing.
 */
import {expect, test, type Page} from '@playwright/test';
import {getDocument} from 'pdfjs-dist/legacy/build/pdf.mjs';
import {gotoHydrated, layoutShiftTotal, pageWithMostCells, pageWithMostFormulas, watchConsole, watchLayoutShifts} from './pages';
import {statementClasses} from '../../src/plugins/cross-references/components';

/** The page with the most typeset formulas, found in the build. */
const longPage = pageWithMostFormulas();
/** The page with the most Python cells, whose blocks are not text (their estimate counts lines). */
const cellsPage = pageWithMostCells();

/**
 * Marks the article's last block (`data-last-block`): its last child that is displayed (a page whose
 * formulas point to notation ends with the hidden element of theme/FormulaNotation, which is no block).
 */
async function markLastBlock(page: Page): Promise<void> {
  await page.evaluate(() =>
    [...document.querySelector('.markdown')!.children]
      .filter((block) => getComputedStyle(block).display !== 'none')
      .at(-1)!
      .setAttribute('data-last-block', ''),
  );
}

/**
 * Whether the article's last block is laid out. An element with `content-visibility: auto` is
 * never skipped itself, only its contents: ask about its first child.
 */
async function lastBlockRendered(page: Page): Promise<boolean> {
  await markLastBlock(page);
  return page.evaluate(() =>
    document.querySelector('.markdown > [data-last-block] > *')!.checkVisibility({contentVisibilityAuto: true}),
  );
}

/** A phrase of plain text (not in a formula, whose text MathML doubles) from the article's last block. */
async function lastPhrase(page: Page): Promise<string> {
  await markLastBlock(page);
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.querySelector('.markdown > [data-last-block]')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      if (!node.parentElement!.closest('.katex') && text.length >= 20) {
        return text.slice(0, 20);
      }
    }
    throw new Error('No plain phrase of 20 characters in the last block');
  });
}

/** Holds every font request until the returned function is called. */
async function holdFonts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.woff2', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The names of the unignored nodes of Chromium's accessibility tree, as a screen reader gets them. */
async function accessibleTexts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const {nodes} = (await cdp.send('Accessibility.getFullAXTree')) as {nodes: {ignored?: boolean; name?: {value?: string}}[]};
  await cdp.detach();
  return nodes.filter((node) => !node.ignored).map((node) => node.name?.value ?? '');
}

/** Ids of the last theorem-style block and the last h2 of the article. */
async function lateTargets(page: Page): Promise<{block: string; heading: string}> {
  // The class travels in as an argument: the function runs in the page.
  return page.evaluate(
    (blockClass) => ({
      block: [...document.querySelectorAll(`.markdown > .${blockClass}[id]`)].at(-2)!.id,
      heading: [...document.querySelectorAll('.markdown > h2[id]')].at(-1)!.id,
    }),
    statementClasses.block,
  );
}

/**
 * Where the target should be once the page settles: the distance from the top of the viewport
 * that scrollIntoView and the browser's fragment scroll give it (the navbar's scroll padding plus
 * the target's scroll margin), against where it is. Waits until the target has stayed put for
 * 30 animation frames, so that a late shift (blocks around it rendering) is caught.
 */
async function settledOffset(page: Page, id: string): Promise<{expected: number; actual: number}> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(
    (targetId) =>
      new Promise<{expected: number; actual: number}>((resolve) => {
        const target = document.getElementById(targetId)!;
        const expected =
          (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) +
          (parseFloat(getComputedStyle(target).scrollMarginTop) || 0);
        let last = Number.NaN;
        let stable = 0;
        const check = () => {
          const top = target.getBoundingClientRect().top;
          stable = Math.abs(top - last) < 0.5 ? stable + 1 : 0;
          last = top;
          if (stable >= 30) {
            resolve({expected: Math.round(expected), actual: Math.round(top)});
          } else {
            requestAnimationFrame(check);
          }
        };
        requestAnimationFrame(check);
      }),
    id,
  );
}

test.describe('the longest notes page', () => {
  test('skips the layout of blocks far below the viewport on load', async ({page}) => {
    // The browser reports each block's first state (skipped or not) with contentvisibilityautostatechange.
    await page.addInitScript(() => {
      const states = new Map<Element, boolean>();
      (window as unknown as {firstStates: Map<Element, boolean>}).firstStates = states;
      document.addEventListener(
        'contentvisibilityautostatechange',
        (event) => {
          if (event.target instanceof Element && !states.has(event.target)) {
            states.set(event.target, (event as ContentVisibilityAutoStateChangeEvent).skipped);
          }
        },
        true,
      );
    });
    await gotoHydrated(page, longPage);
    const firstState = (selector: string) =>
      page.evaluate(
        (css) => (window as unknown as {firstStates: Map<Element, boolean>}).firstStates.get(document.querySelector(css)!),
        selector,
      );
    await markLastBlock(page);
    await expect.poll(() => firstState('.markdown > [data-last-block]')).toBe(true);
    expect(await firstState('.markdown > :not(header, h1, h2, h3)')).toBe(false);
  });

  test('an anchor lands on its target on first load, after a client-side jump and after "back"', async ({page}) => {
    const messages = watchConsole(page);
    await gotoHydrated(page, longPage);
    const {block, heading} = await lateTargets(page);

    for (const id of [block, heading]) {
      // From another document, so that this is a first load and not a jump within the page.
      await page.goto('about:blank');
      await gotoHydrated(page, `${longPage}#${id}`);
      const first = await settledOffset(page, id);
      expect(first.actual, `first load at #${id}`).toBe(first.expected);
    }

    // Client-side: the table of contents' link to the last section, clicked from the top of the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator(`.table-of-contents a[href="#${heading}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${heading}$`));
    const jumped = await settledOffset(page, heading);
    expect(jumped.actual, 'after a client-side jump').toBe(jumped.expected);

    // Back to a theorem deep in the page from the next page (both client-side navigations).
    await page.goto('about:blank');
    await gotoHydrated(page, `${longPage}#${block}`);
    await page.locator('a.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(new RegExp(longPage));
    await expect(page.locator('article h1')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`#${block}$`));
    const back = await settledOffset(page, block);
    expect(back.actual, 'after "back"').toBe(back.expected);
    expect(messages).toEqual([]);
  });

  test('find-in-page finds text in the last block before it has been rendered', async ({page}) => {
    // Hold the formula fonts (and with them the load event) so the page cannot settle while the
    // test runs: the last block stays unrendered for as long as the test needs.
    const releaseFonts = await holdFonts(page);
    await page.goto(longPage, {waitUntil: 'domcontentloaded'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 30_000});
    const phrase = await lastPhrase(page);
    expect(await lastBlockRendered(page)).toBe(false);
    const found = await page.evaluate((text) => {
      // window.find() is Chromium's find-in-page engine behind a script API (Playwright cannot type into the Ctrl+F bar).
      const match = (window as unknown as {find(text: string, caseSensitive: boolean): boolean}).find(text, true);
      const rect = window.getSelection()!.getRangeAt(0).getBoundingClientRect();
      return {match, selected: String(window.getSelection()), inView: rect.top >= 0 && rect.bottom <= window.innerHeight};
    }, phrase);
    expect(found).toEqual({match: true, selected: phrase, inView: true});
    releaseFonts();
  });

  // A screen reader running when the page loads turns Chromium's accessibility on from the start
  // (--force-renderer-accessibility does the same); Chromium then builds the accessibility tree of
  // skipped blocks too. The load event is held back (fonts) so the last block is still skipped.
  // Launched with the config's launch options (fixtures), not by importing tests/browser/chromium.ts:
  // from Node 22.15 on, Playwright's synchronous module hooks load a file that the CommonJS config
  // requires only once, as CommonJS, and this ES-module spec then sees none of its named exports.
  test('a screen reader running as the page loads reaches the last block before it is rendered', async ({
    baseURL,
    playwright,
    launchOptions,
  }) => {
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), '--force-renderer-accessibility'],
    });
    try {
      const page = await browser.newPage({baseURL});
      const releaseFonts = await holdFonts(page);
      await page.goto(longPage, {waitUntil: 'domcontentloaded'});
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 30_000});
      const phrase = await lastPhrase(page);
      expect(await lastBlockRendered(page)).toBe(false);
      expect(await accessibleTexts(page)).toContainEqual(expect.stringContaining(phrase));
      releaseFonts();
    } finally {
      await browser.close();
    }
  });

  test('printing prints the last section', async ({page}) => {
    test.setTimeout(120_000);
    await gotoHydrated(page, longPage);
    // innerText ends with the hash link's zero-width space, which is not printed.
    const lastHeading = (await page.locator('.markdown > h2').last().innerText()).replace(/\u200b/g, '').trim();
    await page.emulateMedia({media: 'print'});
    const pdf = await page.pdf({format: 'A4'});
    const document = await getDocument({data: new Uint8Array(pdf)}).promise;
    const lastPages: string[] = [];
    for (let number = Math.max(1, document.numPages - 3); number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      lastPages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
    }
    expect(lastPages.join(' ').replace(/\s+/g, ' ')).toContain(lastHeading.replace(/\s+/g, ' '));
  });

  // The longest page, and the page of Python cells, whose blocks are lines of code rather than text.
  for (const route of new Set([longPage, cellsPage])) {
    for (const viewport of [
      {width: 412, height: 823},
      {width: 1280, height: 720},
    ]) {
      test(`${route}: scrolling to the end at ${viewport.width} px shifts no content (CLS under 0.02) and keeps the page's height`, async ({
        page,
      }) => {
        const messages = watchConsole(page);
        await page.setViewportSize(viewport);
        await gotoHydrated(page, route);
        await page.evaluate(() => document.fonts.ready);
        // The shifts from here on, as the reader scrolls (a page's text moving while it loads is
        // tests/browser/math.spec.ts's, and its fonts').
        await watchLayoutShifts(page, 'now');
        await page.mouse.move(viewport.width / 2, viewport.height / 2);
        const heights: number[] = [];
        for (let step = 0; step < 400; step += 1) {
          const {atEnd, height} = await page.evaluate(() => ({
            atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
            height: document.documentElement.scrollHeight,
          }));
          heights.push(height);
          if (atEnd) {
            break;
          }
          await page.mouse.wheel(0, viewport.height * 0.6);
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        }
        expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
        // The scrollbar's thumb stays put when the page's height barely changes as blocks render.
        const largestStep = Math.max(...heights.slice(1).map((height, i) => Math.abs(height - heights[i]!) / heights[i]!));
        expect(largestStep).toBeLessThan(0.02);
        // So does its length: the estimates, added up, are nearly the page's height. The calculus page's
        // cells, each estimated as a short paragraph, made it grow by a fifth, 18.7k to 22.3k px (issue
        // 32); the estimates of text and formulas are within 4 % on it and within 6 % on the longest page.
        expect(Math.abs(heights.at(-1)! - heights[0]!) / heights[0]!, `${heights[0]} px, then ${heights.at(-1)} px`).toBeLessThan(
          0.06,
        );
        expect(messages).toEqual([]);
      });
    }
  }

  test('the table of contents highlights the section scrolled to', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 720});
    await gotoHydrated(page, longPage);
    // A section in the middle: the last ones never reach the top of the viewport.
    const heading = await page.evaluate(() => {
      const headings = [...document.querySelectorAll('.markdown > h2[id]')];
      return headings[Math.floor(headings.length / 2)]!.id;
    });
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), heading);
    await page.mouse.wheel(0, 10);
    await expect(page.locator('.table-of-contents__link--active')).toHaveAttribute('href', `#${heading}`);
  });
});
