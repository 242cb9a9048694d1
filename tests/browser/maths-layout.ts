/**
 * Where maths is laid out wrong, measured in a page as a reader sees it (issue 25, issue 32): an
 * equation's number over its formula or off screen, a display formula wider than its column,
 * punctuation cut off from its inline formula, and an inline formula running past the text's edge where
 * nothing scrolls to it (issue 46). Used at a phone's width by display-maths.spec.ts and at a desktop's
 * by audit.spec.ts on the pages it loads, and by display-maths.spec.ts on the others.
 */
import {readFileSync} from 'node:fs';
import {expect, type Page} from '@playwright/test';
import {allHtmlFiles, isPrintEdition, isRedirectPage} from '../build/site';
import {longPieceClass} from '../../src/plugins/maths/long-pieces';
import {numberedDisplayClasses} from '../../src/plugins/maths/remark/display-numbers';

// The site's pages; a print edition lays the same pages out again, one after another, and its paper
// layout is checked in its PDF (print-edition.spec.ts).
const builtPages = allHtmlFiles()
  .filter(({route}) => !isPrintEdition(route))
  .map(({route, file}) => ({route, html: readFileSync(file, 'utf8')}))
  .filter(({html}) => !isRedirectPage(html));
/** KaTeX writes an equation's number (a `\tag`, which `\label` becomes) as an element of class "tag". */
export const pagesWithNumbers = new Set(builtPages.filter(({html}) => /class="?tag"?>/.test(html)).map(({route}) => route));
export const pagesWithDisplays = new Set(
  builtPages.filter(({html}) => /class="?katex-display\b/.test(html)).map(({route}) => route),
);
/** The pages on which the reader's pass found punctuation alone at the start of a line. */
export const punctuationPages = [
  '/docs/mathematics/dynamical-system-works',
  '/docs/mathematics/calculus-with-code',
  '/docs/mathematics/munkres-topology-self-study/chapt-3/exercises',
  '/blog/generalising-geometric-series',
];
export const isPunctuationPage = (route: string) => punctuationPages.includes(route.replace(/\/$/, ''));
/** A page's articles (a list of posts has one per post), from the first's start to the last's end. */
const articlesOf = (html: string) => html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
/** Whether a page's article has a formula inside a sentence: KaTeX writes every formula as a "katex" element, a display's inside a "katex-display". */
function hasInlineFormula(html: string): boolean {
  const article = articlesOf(html);
  const formulas = article.match(/<span class="?katex"?>/g)?.length ?? 0;
  return formulas > (article.match(/<span class="?katex-display"?><span class="?katex"?>/g)?.length ?? 0);
}
export const pagesWithInlineFormulas = new Set(builtPages.filter(({html}) => hasInlineFormula(html)).map(({route}) => route));
export const mathsRoutes = builtPages
  .map(({route}) => route)
  .filter((route) => pagesWithDisplays.has(route) || isPunctuationPage(route))
  .sort();
/**
 * The pages a print edition collects (each of its parts names its page's route): on a phone's screen an
 * edition lays them out again, so the checks at 390 px of every page with an inline formula ride on the
 * loads of the editions that print-edition.spec.ts makes anyway, and on those of mathsRoutes that
 * display-maths.spec.ts makes.
 */
export const pagesInPrintEditions = new Set(
  allHtmlFiles()
    .filter(({route}) => isPrintEdition(route))
    .flatMap(({file}) => [...readFileSync(file, 'utf8').matchAll(/\bdata-permalink="?([^"\s>]+)/g)].map((found) => found[1]!)),
);
/**
 * The other pages with an inline formula (lists of posts, pages outside mathematics) that have a piece
 * the build marked as possibly wider than a phone's line (src/plugins/maths/long-pieces.ts): loaded at
 * 390 px for their inline formulas alone. On a page without one no formula can pass its line, by the
 * build's bound (which the checks of every formula on the other pages, marked or not, put to the test).
 */
export const otherPagesWithLongPieces = builtPages
  .filter(
    ({route, html}) =>
      !mathsRoutes.includes(route) &&
      !pagesInPrintEditions.has(route) &&
      hasInlineFormula(html) &&
      articlesOf(html).includes(longPieceClass),
  )
  .map(({route}) => route)
  .sort();

type Box = {left: number; right: number; top: number; bottom: number};

/** Each equation number whose glyphs meet its formula's visible glyphs, or that is not wholly on screen and unclipped. */
function misplacedNumbers(numbered: typeof numberedDisplayClasses): string[] {
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
    const display = tag.closest(`.${numbered.row}`) ?? tag.closest('.katex-display')!;
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

/** Punctuation touching an inline formula that is not on the formula's line (a closing one after it, an opening one before it). */
function lonePunctuation(numbered: typeof numberedDisplayClasses): string[] {
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
    if (formula.closest(`.katex-display, .${numbered.number}`) || !formula.querySelector('.katex-html')) {
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
 * Each inline formula of an article (a list of posts has one per post) with glyphs past the article's
 * right edge that no box scrolls to (a box between the glyph and the article that scrolls sideways,
 * ends within the article and reaches the glyph when scrolled), or whose box is not in the tab order (a
 * reader without a mouse could not scroll it); and each piece of a formula that scrolls whose baseline
 * is not its line's.
 */
function inlineFormulasPastTheEdge(): string[] {
  /** The boxes of the glyphs under `root`, each with its node: its text, rules drawn as borders, and SVG. */
  const glyphs = (root: Element): [Node, DOMRect][] => {
    const found: [Node, DOMRect][] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Text && node.data.trim()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        found.push(...[...range.getClientRects()].map((box): [Node, DOMRect] => [node!, box]));
      } else if (
        node instanceof SVGSVGElement ||
        (node instanceof HTMLElement && parseFloat(getComputedStyle(node).borderBottomWidth) > 0)
      ) {
        found.push([node, node.getBoundingClientRect()]);
      }
    }
    return found.filter(([, box]) => box.width > 0 && box.height > 0);
  };
  /** The nearest box between `node` and its article that scrolls sideways, if any. */
  const scrollerOf = (node: Node, article: Element): HTMLElement | undefined => {
    for (let ancestor = node.parentElement; ancestor && ancestor !== article; ancestor = ancestor.parentElement) {
      if (['auto', 'scroll'].includes(getComputedStyle(ancestor).overflowX)) {
        return ancestor;
      }
    }
    return undefined;
  };
  const problems: string[] = [];
  for (const formula of document.querySelectorAll('article .katex')) {
    const article = formula.closest('article')!;
    const edge = article.getBoundingClientRect().right;
    const html = formula.querySelector('.katex-html');
    // Its boxes first: a formula well inside the edge has no glyph past it (most of them: one read each).
    if (formula.closest('.katex-display') || !html || [...html.getClientRects()].every((box) => box.right < edge - 8)) {
      continue;
    }
    const tex = (formula.querySelector('annotation')?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    /** What keeps the reader from a glyph past the edge, if anything does. */
    const unreachable = (node: Node, box: DOMRect): string | undefined => {
      const scroller = scrollerOf(node, article);
      const frame = scroller?.getBoundingClientRect();
      if (!scroller || !frame || frame.right > edge + 0.5) {
        return `a glyph ${Math.round(box.right - edge)} px past the edge, and nothing scrolls to it`;
      }
      if (box.right > frame.left - scroller.scrollLeft + scroller.scrollWidth + 1) {
        return 'a glyph past the end of the box that scrolls';
      }
      return scroller.tabIndex < 0 ? 'its box scrolls, but not by keyboard' : undefined;
    };
    const problem = glyphs(html)
      .filter(([, box]) => box.right > edge + 0.5)
      .map(([node, box]) => unreachable(node, box))
      .find(Boolean);
    if (problem) {
      problems.push(`$${tex}$: ${problem}`);
    }
  }
  // A piece that scrolls sits on its line's baseline: an empty inline box's bottom is on the baseline
  // of the line it is in, one inside the piece and one just after it.
  for (const piece of document.querySelectorAll<HTMLElement>('article .katex-html > .base')) {
    if (!['auto', 'scroll'].includes(getComputedStyle(piece).overflowX)) {
      continue;
    }
    const probe = () => {
      const span = document.createElement('span');
      span.style.cssText = 'display: inline-block; width: 0; height: 0';
      return span;
    };
    const [inside, after] = [probe(), probe()];
    piece.prepend(inside);
    piece.after(after);
    const offset = inside.getBoundingClientRect().bottom - after.getBoundingClientRect().bottom;
    inside.remove();
    after.remove();
    if (Math.abs(offset) > 0.5) {
      const tex = piece.closest('.katex')?.querySelector('annotation')?.textContent?.slice(0, 60);
      problems.push(`$${tex}$: the piece that scrolls sits ${offset.toFixed(1)} px off its line's baseline`);
    }
  }
  return problems;
}

/** At a phone's width: no inline formula runs past the text's edge unless in a box that scrolls to it, by keyboard too. */
export async function expectInlineFormulasReachable(page: Page, route: string): Promise<void> {
  expect(await page.evaluate(inlineFormulasPastTheEdge), `${route}: inline formulas past the edge`).toEqual([]);
}

/**
 * At any width: no equation number over its formula or off screen, no punctuation alone at a line's
 * start; on a desktop (`wide`), no display formula wider than its column (a long one is broken into
 * lines, as a textbook would; only a phone's narrow column may make one scroll).
 */
export async function expectMathsLaidOut(page: Page, route: string, wide: boolean): Promise<void> {
  if (wide) {
    expect(await page.evaluate(overflowingDisplays), `${route}: display formulas wider than the column`).toEqual([]);
  }
  if (pagesWithNumbers.has(route)) {
    expect(await page.locator('article .katex-html .tag').count()).toBeGreaterThan(0);
    expect(await page.evaluate(misplacedNumbers, numberedDisplayClasses), `${route}: equation numbers`).toEqual([]);
  }
  if (isPunctuationPage(route)) {
    expect(await page.locator('article .markdown .katex').count()).toBeGreaterThan(0);
    expect(await page.evaluate(lonePunctuation, numberedDisplayClasses), `${route}: punctuation`).toEqual([]);
  }
}
