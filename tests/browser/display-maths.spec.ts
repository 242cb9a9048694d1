/**
 * Maths as a reader sees it on a phone (issue 25); what is drawn in the colour mode's colours in
 * both modes, on one load of the page (the same measures at 1280 px run in the audit's load of the
 * pages it audits, audit.spec.ts, and here on the others; they live in ./maths-layout.ts):
 * - an equation's number never overprints its formula, and stays within the screen;
 * - a display formula that scrolls sideways shows it: a shadow at each edge that hides some of
 *   it, gone once that end is in view, and it can be reached by keyboard;
 * - punctuation right after an inline formula (and an opening bracket right before one) is on
 *   the formula's line;
 * - no inline formula runs past the text's right edge, unless in a box that scrolls to its end
 *   (a piece wider than the line, src/plugins/maths/client/long-pieces.ts), which a keyboard reaches
 *   and whose baseline is the line's (issue 46); the pages of mathematics and the posts are checked so
 *   here if loaded here anyway, else in their print edition (print-edition.spec.ts), and the few others
 *   here on a load of their own (./maths-layout.ts);
 * - every box of the article that scrolls sideways (a display, a table wider than the column) can be
 *   scrolled by keyboard;
 * - on a desktop (1280 px) no display formula is wider than its column: a long one is
 *   broken into lines, as a textbook would (issue 32); only a phone's narrow column may make one scroll.
 * Every block of the article is laid out (containment lifted) and every solution opened, so
 * that each formula has its boxes. Boxes are measured, never compared with screenshots; the
 * shadows are read from pixels in the formula's top padding, where no glyph is.
 */
import {inflateSync} from 'node:zlib';
import {expect, test, type Page} from '@playwright/test';
import {
  expectInlineFormulasReachable,
  expectMathsLaidOut,
  isPunctuationPage,
  mathsRoutes,
  otherPagesWithLongPieces,
  pagesInPrintEditions,
  pagesWithDisplays,
  pagesWithInlineFormulas,
  pagesWithNumbers,
  punctuationPages,
} from './maths-layout';
import {auditedRoutes} from './audit-pages';
import {expectScrollingBoxesReachable, gotoHydrated, layOutEverything, switchColourMode} from './pages';

test('the pages to check are found in the build', () => {
  expect(pagesWithNumbers.size).toBeGreaterThan(0);
  expect([...pagesWithNumbers].every((route) => pagesWithDisplays.has(route))).toBe(true);
  expect(mathsRoutes.filter(isPunctuationPage)).toHaveLength(punctuationPages.length);
  // Inline formulas are checked at 390 px on the pages loaded here and on every print edition
  // (print-edition.spec.ts), which collects pages named as they are here.
  expect(pagesWithInlineFormulas.size).toBeGreaterThan(0);
  expect([...pagesWithInlineFormulas].filter((route) => pagesInPrintEditions.has(route)).length).toBeGreaterThan(0);
});

/** A PNG image (8 bits per channel, RGB or RGBA) as a function from (x, y) to the colour (r, g, b) there. */
function decodePng(png: Buffer): (x: number, y: number) => [number, number, number] {
  const chunks: Buffer[] = [];
  let width = 0;
  let channels = 0;
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      expect(data[8], '8 bits per channel').toBe(8);
      channels = ({2: 3, 6: 4} as Record<number, number>)[data[9]!]!;
    } else if (type === 'IDAT') {
      chunks.push(data);
    }
    offset += 12 + length;
  }
  const filtered = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const pixels = Buffer.alloc((filtered.length / (stride + 1)) * stride);
  // PNG's filters, undone byte by byte: each predicts a byte from the one to its left (a), above (b) and above-left (c).
  // Written out, not with arrays: a phone's screenshot is a million bytes, and an array sorted per byte took a third of a second.
  for (let y = 0; y * (stride + 1) < filtered.length; y += 1) {
    const filter = filtered[y * (stride + 1)]!;
    const row = y * stride;
    const source = y * (stride + 1) + 1;
    for (let i = 0; i < stride; i += 1) {
      const a = i >= channels ? pixels[row + i - channels]! : 0;
      const b = y > 0 ? pixels[row - stride + i]! : 0;
      const c = y > 0 && i >= channels ? pixels[row - stride + i - channels]! : 0;
      let prediction = 0;
      if (filter === 1) {
        prediction = a;
      } else if (filter === 2) {
        prediction = b;
      } else if (filter === 3) {
        prediction = (a + b) >> 1;
      } else if (filter === 4) {
        // Paeth: whichever of a, b, c is nearest a + b - c, ties going to a, then b.
        const pa = Math.abs(b - c);
        const pb = Math.abs(a - c);
        const pc = Math.abs(a + b - 2 * c);
        prediction = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      pixels[row + i] = (filtered[source + i]! + prediction) & 0xff;
    }
  }
  return (x, y) => {
    const at = Math.floor(y) * stride + Math.floor(x) * channels;
    return [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!];
  };
}

const distance = (a: readonly number[], b: readonly number[]) =>
  Math.max(...a.map((value, index) => Math.abs(value - b[index]!)));

/**
 * For a formula that scrolls, its pixels just inside its left and right edges, in its top padding,
 * scrolled to `position`. Read from a screenshot of the viewport, whose pixels are where the page's
 * boxes say (a clipped screenshot can be taken from a page laid out again).
 */
async function edges(page: Page, index: number, position: 'start' | 'end') {
  const box = await page.evaluate(
    ([formulaIndex, to]) => {
      const formula = document.querySelector<HTMLElement>(`[data-test-scrolling="${formulaIndex}"]`)!;
      formula.scrollLeft = to === 'start' ? 0 : formula.scrollWidth;
      formula.scrollIntoView({block: 'center'});
      const {left, top} = formula.getBoundingClientRect();
      return {left, right: left + formula.clientWidth, top};
    },
    [index, position] as const,
  );
  const colourAt = decodePng(await page.screenshot({animations: 'disabled', caret: 'hide'}));
  return {left: colourAt(box.left + 1, box.top + 1), right: colourAt(box.right - 2, box.top + 1)};
}

/**
 * Every display formula that overflows its box can be scrolled by keyboard and draws its edge
 * shadows: a shadow at an edge where the formula goes on, in the colours it stands on, and none at
 * an end in view. Checked, on each background, on the formula hiding the most, if that is at least a
 * shadow's width (1 em): a shadow slides out from under the content's end as the formula scrolls, so
 * one hiding less shows only part of it.
 */
async function expectScrollingFormulasMarked(page: Page, mode: string): Promise<void> {
  const scrolling = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('article .katex-display')]
      .filter((formula) => getComputedStyle(formula).overflowX !== 'visible' && formula.scrollWidth > formula.clientWidth + 1)
      .map((formula, index) => {
        formula.dataset.testScrolling = String(index);
        // The colour it stands on: the nearest background that is not transparent (else the canvas, white).
        let backdrop = 'rgb(255, 255, 255)';
        for (let ancestor = formula.parentElement; ancestor; ancestor = ancestor.parentElement) {
          const colour = getComputedStyle(ancestor).backgroundColor;
          if (!/^rgba\(.*, 0\)$/.test(colour)) {
            backdrop = colour;
            break;
          }
        }
        return {
          index,
          tex: formula.querySelector('annotation')?.textContent?.slice(0, 40) ?? '',
          hidden: formula.scrollWidth - formula.clientWidth,
          em: parseFloat(getComputedStyle(formula).fontSize),
          focusable: formula.tabIndex >= 0,
          hint: (getComputedStyle(formula).backgroundImage.match(/gradient\(/g) ?? []).length >= 2,
          backdrop: backdrop.match(/\d+/g)!.slice(0, 3).map(Number),
        };
      }),
  );
  expect(scrolling.filter((formula) => !formula.focusable || !formula.hint).map(({tex}) => tex)).toEqual([]);
  const widestOnEachBackdrop = scrolling
    .filter((formula) => formula.hidden >= formula.em)
    .sort((a, b) => b.hidden - a.hidden)
    .filter(
      (formula, position, sorted) => sorted.findIndex((other) => distance(other.backdrop, formula.backdrop) === 0) === position,
    );
  for (const {index, tex, backdrop} of widestOnEachBackdrop) {
    const start = await edges(page, index, 'start');
    expect(distance(start.left, backdrop), `${mode}: ${tex}: no shadow at its start, scrolled to the start`).toBeLessThanOrEqual(
      6,
    );
    expect(distance(start.right, backdrop), `${mode}: ${tex}: a shadow at its end, scrolled to the start`).toBeGreaterThan(20);
    const end = await edges(page, index, 'end');
    expect(distance(end.left, backdrop), `${mode}: ${tex}: a shadow at its start, scrolled to the end`).toBeGreaterThan(20);
    expect(distance(end.right, backdrop), `${mode}: ${tex}: no shadow at its end, scrolled to the end`).toBeLessThanOrEqual(6);
  }
}

// At a desktop's width (1280 px), where no display may be wider than its column and so none scrolls, the
// same checks run in the audit's one load of each page it audits (audit.spec.ts), and here on the others.
test.describe('1280 px', () => {
  const audited = new Set(auditedRoutes());
  for (const route of mathsRoutes.filter((route) => !audited.has(route))) {
    test(`${route}: numbers clear of formulas, no display wider than its column, punctuation with its formula`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      expect(page.viewportSize()?.width).toBe(1280);
      await gotoHydrated(page, route);
      await layOutEverything(page);
      await expectMathsLaidOut(page, route, true);
    });
  }
});

test.describe('390 px', () => {
  // Reduced motion: the colour mode's switch has no transition to wait for (see audit.spec.ts).
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true, reducedMotion: 'reduce'});

  for (const route of mathsRoutes) {
    test(`${route}: numbers clear of formulas, scrolling formulas marked in both modes, punctuation with its formula, inline formulas and boxes that scroll within reach`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await gotoHydrated(page, route);
      await layOutEverything(page);
      // Where things are does not depend on the colour mode: measured once, in light mode.
      await expectMathsLaidOut(page, route, false);
      await expectInlineFormulasReachable(page, route);
      await expectScrollingBoxesReachable(page, route);
      // How a scrolling formula shows that it scrolls is drawn in the mode's colours: read in each.
      for (const mode of ['light', 'dark'] as const) {
        await switchColourMode(page, mode);
        await page.evaluate(() =>
          Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
        );
        await expectScrollingFormulasMarked(page, mode);
      }
    });
  }
});

// The other pages with an inline formula that could pass a phone's line: loaded for it alone (see otherPagesWithLongPieces).
test.describe('390 px, pages loaded for their inline formulas', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  for (const route of otherPagesWithLongPieces) {
    test(`${route}: inline formulas and boxes that scroll within reach`, async ({page}) => {
      await gotoHydrated(page, route);
      await layOutEverything(page);
      await expectInlineFormulasReachable(page, route);
      await expectScrollingBoxesReachable(page, route);
    });
  }
});
