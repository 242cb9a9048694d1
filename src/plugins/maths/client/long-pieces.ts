/**
 * A piece of an inline formula wider than its line scrolls sideways in its own box (issue 46): KaTeX
 * breaks an inline formula only between its top-level pieces, and a piece wider than a phone's line
 * ran past the screen's edge. The build marks the few pieces that could be that wide
 * (../long-pieces.ts); this module measures those alone, once they are laid out and whenever the
 * width of their line changes (a ResizeObserver on the block they are laid in) or fonts arrive, and
 * makes exactly the ones that overflow scroll (maths.css, `.site-scrolling-piece`). Every other
 * formula is left as KaTeX drew it, breaking where it did.
 *
 * A piece that scrolls must be reachable by keyboard (WCAG 2.1.1), as a display formula that scrolls is
 * (src/clientModules/scrollable-boxes.ts): it gets tabindex=0, and as a group it is named by its formula's speech, which
 * a focused display reads from the MathML inside it. KaTeX's HTML is hidden from assistive technology
 * (its MathML is read instead), and nothing hidden may take focus: while a piece scrolls, the hiding
 * moves from the formula's HTML to the parts of it around the piece, and to the piece's inside.
 *
 * A box that scrolls sits on the line by its bottom edge, not by the baseline of its content: the
 * piece is lowered by its depth, which KaTeX wrote on the piece's strut (its first child, as tall as
 * the piece and lowered by that depth), and by the height of a scrollbar where one takes room.
 */
import {longPieceClass} from '../long-pieces';

/** The class of a piece that overflows its line and scrolls (maths.css). */
const scrollingClass = 'site-scrolling-piece';

/** The blocks observed, each with the marked pieces laid out in its lines. */
const piecesByBlock = new Map<Element, Set<HTMLElement>>();
/** Every marked piece being watched. */
const watched = new Set<HTMLElement>();
/** The width of each observed block's lines, as last laid out. */
const lineWidths = new Map<Element, number>();

/**
 * The elements that hold an inline formula within a line in the site's markup (KaTeX's spans, links,
 * emphasis, a notation's or a citation's mark): a piece's lines are laid in its nearest ancestor that
 * is none of these (a paragraph, a list item, a cell, a heading, a block's header).
 */
const phrasingElements = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);

/**
 * The block an inline piece's lines are laid in: its nearest ancestor that is not a phrasing element.
 * Told by the element's name, not its computed display: reading the style of an element in a block
 * skipped far from view (content-visibility, src/plugins/long-pages) makes the browser compute that
 * block's style: the 90 pieces of chapter 3's print edition cost 1.3 s of its main thread so on a phone
 * (a CPU profile under Lighthouse's 4x slowdown), a third of all the script it ran; 30 ms now.
 */
function blockOf(piece: HTMLElement): Element | null {
  let ancestor = piece.parentElement;
  while (ancestor && phrasingElements.has(ancestor.localName)) {
    ancestor = ancestor.parentElement;
  }
  return ancestor;
}

/** Whether `piece` is wider than the line `lineWidth` pixels wide (a pixel's rounding aside). */
function overflows(piece: HTMLElement, lineWidth: number): boolean {
  // A piece that scrolls is as wide as its line; its content's width is its scroll width.
  const width = piece.classList.contains(scrollingClass) ? piece.scrollWidth : piece.getBoundingClientRect().width;
  return width > lineWidth + 1;
}

/** The formula's speech (on its MathML), which names a piece of it that takes focus. */
function speechOf(formula: Element | null): string {
  const math = formula?.querySelector('.katex-mathml math');
  return math?.getAttribute('aria-label') ?? math?.querySelector('annotation')?.textContent ?? '';
}

/**
 * Keeps a formula's HTML hidden from assistive technology with nothing hidden in the tab order: the
 * HTML as a whole while none of its pieces scrolls, else the pieces around those that scroll, and
 * the insides of those.
 */
function hideAround(html: Element): void {
  const pieces = [...html.children];
  const anyScrolls = pieces.some((piece) => piece.classList.contains(scrollingClass));
  const hide = (element: Element, hidden: boolean) =>
    hidden ? element.setAttribute('aria-hidden', 'true') : element.removeAttribute('aria-hidden');
  hide(html, !anyScrolls);
  for (const piece of pieces) {
    const scrolls = piece.classList.contains(scrollingClass);
    hide(piece, anyScrolls && !scrolls);
    for (const part of piece.children) {
      hide(part, scrolls);
    }
  }
}

/** Makes `piece` scroll in its own box, or stop scrolling, and reachable by keyboard while it does. */
function setScrolling(piece: HTMLElement, scrolls: boolean): void {
  if (piece.classList.contains(scrollingClass) === scrolls) {
    return;
  }
  piece.classList.toggle(scrollingClass, scrolls);
  if (scrolls) {
    // KaTeX lowers the strut by the piece's depth (`vertical-align: -0.25em`), or not at all for none.
    const lowered = (piece.firstElementChild as HTMLElement | null)?.style.verticalAlign || '0em';
    piece.style.setProperty('--site-piece-depth', lowered.replace(/^-/, ''));
    piece.tabIndex = 0;
    piece.setAttribute('role', 'group');
    piece.setAttribute('aria-label', speechOf(piece.closest('.katex')));
  } else {
    for (const property of ['--site-piece-depth', '--site-piece-scrollbar']) {
      piece.style.removeProperty(property);
    }
    for (const attribute of ['tabindex', 'role', 'aria-label']) {
      piece.removeAttribute(attribute);
    }
  }
  if (piece.parentElement) {
    hideAround(piece.parentElement);
  }
}

/** Whether `piece` is laid out: a block far from view is skipped (src/plugins/long-pages), and measuring a piece in it would lay it out. */
const laidOut = (piece: HTMLElement) =>
  typeof piece.checkVisibility !== 'function' || piece.checkVisibility({contentVisibilityAuto: true});

/**
 * Measures `pieces` (their lines `lineWidth` wide) that are laid out: all read first, then all
 * changed, so that the page is laid out once. The others are measured when their block is rendered.
 */
function check(pieces: Iterable<[HTMLElement, number]>): void {
  const decided = [...pieces]
    .filter(([piece]) => laidOut(piece))
    .map(([piece, lineWidth]) => [piece, overflows(piece, lineWidth)] as const);
  for (const [piece, scrolls] of decided) {
    setScrolling(piece, scrolls);
  }
  // A scrollbar that takes room (a desktop's) adds to the box's height below its content.
  const scrollbars = decided
    .filter(([, scrolls]) => scrolls)
    .map(([piece]) => [piece, piece.offsetHeight - piece.clientHeight] as const);
  for (const [piece, height] of scrollbars) {
    piece.style.setProperty('--site-piece-scrollbar', `${height}px`);
  }
}

const observer =
  typeof ResizeObserver === 'undefined'
    ? undefined
    : new ResizeObserver((entries) => {
        // A block not laid out (in a closed solution) reports no width: measured once it is.
        const sized = entries.filter(({contentRect}) => contentRect.width > 0);
        for (const {target, contentRect} of sized) {
          lineWidths.set(target, contentRect.width);
        }
        check(sized.flatMap(({target}) => piecesIn(target)));
      });

/** The pieces laid out in `block`, each with the width of its lines. */
function piecesIn(block: Element): [HTMLElement, number][] {
  const width = lineWidths.get(block);
  return width === undefined ? [] : [...(piecesByBlock.get(block) ?? [])].map((piece) => [piece, width]);
}

/** Starts watching the marked pieces under `root` that are not watched yet, and forgets those gone from the page. */
export function watchLongPieces(root: ParentNode): void {
  if (!observer) {
    return;
  }
  for (const piece of watched) {
    if (!piece.isConnected) {
      watched.delete(piece);
    }
  }
  for (const [block, pieces] of piecesByBlock) {
    if (!block.isConnected) {
      observer.unobserve(block);
      piecesByBlock.delete(block);
      lineWidths.delete(block);
    } else {
      for (const piece of pieces) {
        if (!piece.isConnected) {
          pieces.delete(piece);
        }
      }
    }
  }
  for (const piece of root.querySelectorAll<HTMLElement>(`.${longPieceClass}`)) {
    const block = !watched.has(piece) && blockOf(piece);
    if (block) {
      watched.add(piece);
      const pieces = piecesByBlock.get(block) ?? new Set();
      piecesByBlock.set(block, pieces.add(piece));
      // Observing a block again delivers its size again, which measures the piece just added.
      observer.unobserve(block);
      observer.observe(block);
    }
  }
}

if (typeof window !== 'undefined') {
  // Fonts change a piece's width, not its line's.
  document.fonts.addEventListener('loadingdone', () => check([...piecesByBlock.keys()].flatMap(piecesIn)));
  // A block skipped far from view keeps its size: its pieces are measured when it is rendered
  // (the event does not bubble: caught in the capture phase, as src/clientModules/scrollable-boxes.ts does).
  document.addEventListener(
    'contentvisibilityautostatechange',
    (event) => {
      if (event instanceof ContentVisibilityAutoStateChangeEvent && !event.skipped && event.target instanceof Element) {
        const rendered = event.target;
        check([...piecesByBlock.keys()].filter((block) => rendered.contains(block)).flatMap(piecesIn));
      }
    },
    true,
  );
}

export function onRouteDidUpdate(): void {
  watchLongPieces(document);
}
