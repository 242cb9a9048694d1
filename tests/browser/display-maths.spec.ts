/**
 * Maths as a reader sees it on a phone and on a desktop (issue 25); what is drawn in the colour
 * mode's colours in both modes, on one load of the page:
 * - an equation's number never overprints its formula, and stays within the screen;
 * - a display formula that scrolls sideways shows it: a shadow at each edge that hides some of
 *   it, gone once that end is in view, and it can be reached by keyboard;
 * - punctuation right after an inline formula (and an opening bracket right before one) is on
 *   the formula's line;
 * - on a desktop (1280 px) no display formula is wider than its column: a long one is broken into
 *   lines, as a textbook would (issue 32); only a phone's narrow column may make one scroll.
 * Every block of the article is laid out (containment lifted) and every solution opened, so
 * that each formula has its boxes. Boxes are measured, never compared with screenshots; the
 * shadows are read from pixels in the formula's top padding, where no glyph is.
 */
import {readFileSync} from 'node:fs';
import {inflateSync} from 'node:zlib';
import {expect, test, type Page} from '@playwright/test';
import {allHtmlFiles, isPrintEdition, isRedirectPage} from '../build/site';
import {gotoHydrated, layOutEverything, switchColourMode} from './pages';

// The site's pages; a print edition lays the same pages out again, one after another, and its paper
// layout is checked in its PDF (print-edition.spec.ts).
const builtPages = allHtmlFiles()
  .filter(({route}) => !isPrintEdition(route))
  .map(({route, file}) => ({route, html: readFileSync(file, 'utf8')}))
  .filter(({html}) => !isRedirectPage(html));
/** KaTeX writes an equation's number (a `\tag`, which `\label` becomes) as an element of class "tag". */
const pagesWithNumbers = new Set(builtPages.filter(({html}) => /class="?tag"?>/.test(html)).map(({route}) => route));
const pagesWithDisplays = new Set(builtPages.filter(({html}) => /class="?katex-display\b/.test(html)).map(({route}) => route));
/** The pages on which the reader's pass found punctuation alone at the start of a line. */
const punctuationPages = [
  '/docs/mathematics/dynamical-system-works',
  '/docs/mathematics/calculus-with-code',
  '/docs/mathematics/munkres-topology-self-study/chapt-3/exercises',
  '/blog/generalising-geometric-series',
];
const isPunctuationPage = (route: string) => punctuationPages.includes(route.replace(/\/$/, ''));
const routes = builtPages
  .map(({route}) => route)
  .filter((route) => pagesWithDisplays.has(route) || isPunctuationPage(route))
  .sort();

test('the pages to check are found in the build', () => {
  expect(pagesWithNumbers.size).toBeGreaterThan(0);
  expect([...pagesWithNumbers].every((route) => pagesWithDisplays.has(route))).toBe(true);
  expect(routes.filter(isPunctuationPage)).toHaveLength(punctuationPages.length);
});

type Box = {left: number; right: number; top: number; bottom: number};

/** Each equation number whose glyphs meet its formula's visible glyphs, or that is not wholly on screen and unclipped. */
function misplacedNumbers(): string[] {
  /** The boxes of the glyphs under `root`: its text, rules drawn as borders, and SVG (stretchy delimiters, roots). */
  const glyphs = (root: Element, exclude?: Element): Box[] => {
    const boxes: Box[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (exclude?.contains(node)) {
        continue;
      }
      if (node instanceof Text && node.data.trim()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...range.getClientRects());
      } else if (
        node instanceof SVGSVGElement ||
        (node instanceof HTMLElement && parseFloat(getComputedStyle(node).borderBottomWidth) > 0)
      ) {
        boxes.push(node.getBoundingClientRect());
      }
    }
    return boxes.filter((box) => box.right - box.left > 0 && box.bottom - box.top > 0);
  };
  /** The box of the nearest ancestor that clips `element` sideways (a scrolling formula), if any. */
  const clipOf = (element: Element): Box | undefined => {
    for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
      if (getComputedStyle(ancestor).overflowX !== 'visible') {
        return ancestor.getBoundingClientRect();
      }
    }
    return undefined;
  };
  const clipped = (box: Box, clip: Box | undefined): Box =>
    clip
      ? {
          left: Math.max(box.left, clip.left),
          right: Math.min(box.right, clip.right),
          top: Math.max(box.top, clip.top),
          bottom: Math.min(box.bottom, clip.bottom),
        }
      : box;
  const meet = (a: Box, b: Box) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  const problems: string[] = [];
  for (const tag of document.querySelectorAll('article .katex-html .tag')) {
    const display = tag.closest('.site-numbered-display') ?? tag.closest('.katex-display')!;
    const number = glyphs(tag);
    const formula = [...display.querySelectorAll('.katex-html')].flatMap((html) => {
      const clip = clipOf(html);
      return glyphs(html, tag).map((box) => clipped(box, clip));
    });
    const label = `${tag.textContent} (${display.closest('[id]')?.id ?? 'no id'})`;
    if (number.length === 0) {
      problems.push(`${label}: not drawn`);
      continue;
    }
    const overlaps = formula.filter((box) => number.some((digit) => meet(box, digit))).length;
    if (overlaps > 0) {
      problems.push(`${label}: over ${overlaps} glyphs of its formula`);
    }
    const numberClip = clipOf(tag) ?? {left: 0, right: document.documentElement.clientWidth, top: -Infinity, bottom: Infinity};
    const screen = {left: Math.max(0, numberClip.left), right: Math.min(document.documentElement.clientWidth, numberClip.right)};
    if (number.some((digit) => digit.left < screen.left - 0.5 || digit.right > screen.right + 0.5)) {
      problems.push(`${label}: not wholly visible`);
    }
  }
  return problems;
}

/** Each display formula wider than its box (which then scrolls sideways): its TeX's start and the pixels it hides. */
function overflowingDisplays(): string[] {
  return [...document.querySelectorAll<HTMLElement>('.katex-display')]
    .filter((formula) => formula.scrollWidth > formula.clientWidth)
    .map(
      (formula) =>
        `${(formula.querySelector('annotation')?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}…: ${
          formula.scrollWidth - formula.clientWidth
        } px hidden`,
    );
}

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
  for (let y = 0; y * (stride + 1) < filtered.length; y += 1) {
    const filter = filtered[y * (stride + 1)]!;
    for (let i = 0; i < stride; i += 1) {
      const left = i >= channels ? pixels[y * stride + i - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const upLeft = y > 0 && i >= channels ? pixels[(y - 1) * stride + i - channels]! : 0;
      const estimate = left + up - upLeft;
      const paeth = [left, up, upLeft].sort((a, b) => Math.abs(estimate - a) - Math.abs(estimate - b))[0]!;
      const prediction = [0, left, up, (left + up) >> 1, paeth][filter]!;
      pixels[y * stride + i] = (filtered[y * (stride + 1) + 1 + i]! + prediction) & 0xff;
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

/** Punctuation touching an inline formula that is not on the formula's line (a closing one after it, an opening one before it). */
function lonePunctuation(): string[] {
  const closing = /^[\p{Pe}\p{Pf}\p{Po}\p{Pd}]/u;
  const opening = /[\p{Ps}\p{Pi}]$/u;
  const charRect = (node: Text, index: number): DOMRect => {
    const range = document.createRange();
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    return range.getBoundingClientRect();
  };
  const sameLine = (a: DOMRect, b: DOMRect) => Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;
  /** The text node just outside `formula` in reading order, in the direction given. */
  const neighbour = (formula: Element, forward: boolean): Text | undefined => {
    const walker = document.createTreeWalker(document.querySelector('article')!, NodeFilter.SHOW_TEXT);
    walker.currentNode = formula;
    for (
      let node = forward ? walker.nextNode() : walker.previousNode();
      node;
      node = forward ? walker.nextNode() : walker.previousNode()
    ) {
      if (!formula.contains(node)) {
        return node as Text;
      }
    }
    return undefined;
  };
  const lone: string[] = [];
  for (const formula of document.querySelectorAll('article .markdown .katex')) {
    if (formula.closest('.katex-display, .site-equation-number') || !formula.querySelector('.katex-html')) {
      continue;
    }
    const tex = formula.querySelector('annotation')?.textContent ?? '';
    // One box per line the formula is on (a formula breaks after its relations and operators).
    const lines = [...formula.querySelector('.katex-html')!.getClientRects()];
    const after = neighbour(formula, true);
    if (after && closing.test(after.data) && !sameLine(charRect(after, 0), lines.at(-1)!)) {
      lone.push(`$${tex}$ then "${after.data.slice(0, 12)}"`);
    }
    const before = neighbour(formula, false);
    if (before && opening.test(before.data) && !sameLine(charRect(before, before.data.length - 1), lines[0]!)) {
      lone.push(`"${before.data.slice(-12)}" then $${tex}$`);
    }
  }
  return lone;
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

for (const viewport of [
  {width: 390, height: 844},
  {width: 1280, height: 900},
]) {
  const desktop = viewport.width >= 1280;
  test.describe(`${viewport.width} px`, () => {
    test.use({viewport, ...(viewport.width < 500 ? {isMobile: true, hasTouch: true} : {})});

    for (const route of routes) {
      test(`${route}: numbers clear of formulas, ${
        desktop ? 'no formula wider than the column' : 'scrolling formulas marked in both modes'
      }, punctuation with its formula`, async ({page}) => {
        test.setTimeout(120_000);
        await gotoHydrated(page, route);
        await layOutEverything(page);

        // Where things are does not depend on the colour mode: measured once, in light mode.
        if (desktop) {
          expect(await page.evaluate(overflowingDisplays)).toEqual([]);
        }
        if (pagesWithNumbers.has(route)) {
          expect(await page.locator('article .katex-html .tag').count()).toBeGreaterThan(0);
          expect(await page.evaluate(misplacedNumbers)).toEqual([]);
        }
        if (isPunctuationPage(route)) {
          expect(await page.locator('article .markdown .katex').count()).toBeGreaterThan(0);
          expect(await page.evaluate(lonePunctuation)).toEqual([]);
        }

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
}
