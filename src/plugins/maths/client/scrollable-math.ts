/**
 * Display formulas wider than the column scroll sideways, and so do inline formulas with a piece
 * wider than their line (KaTeX breaks an inline formula only after its relations and operators; a
 * long tuple is one piece): those are marked here, since only the line they are on tells (maths.css,
 * `site-wide-formula`). A scrolling box
 * must be reachable by keyboard (WCAG 2.1.1), so the ones that actually
 * overflow get tabindex=0; the rest stay out of the tab order. Re-checked on
 * navigation, on resize, when fonts finish loading (KaTeX's fonts widen the
 * formulas) and when a solution is opened.
 *
 * Article blocks far from the viewport are not laid out
 * (src/plugins/long-pages/containment.css), and reading a formula's width there
 * would force the layout of its block: measuring the whole page that way
 * cost as much as not skipping anything. So a formula in a skipped block is
 * made focusable until it can be measured (it may overflow; a keyboard
 * reader must not be unable to scroll it), and each block's formulas are
 * measured when it starts being rendered (contentvisibilityautostatechange,
 * which does not bubble: caught in the capture phase).
 */
function markScrollableFormulas(root: Element | Document): void {
  const formulas = [...root.querySelectorAll<HTMLElement>('.katex-display')];
  // A display formula can be an article block itself, and so the element the event is about.
  if (root instanceof HTMLElement && root.matches('.katex-display')) {
    formulas.push(root);
  }
  for (const formula of formulas) {
    // Ask about the formula's contents: a block with content-visibility is never skipped itself,
    // only what it holds. Browsers without checkVisibility (Safari before 17.4) skip nothing either.
    const contents = formula.firstElementChild ?? formula;
    if (typeof contents.checkVisibility === 'function' && !contents.checkVisibility({contentVisibilityAuto: true})) {
      formula.tabIndex = 0;
    } else if (formula.scrollWidth > formula.clientWidth) {
      formula.tabIndex = 0;
    } else {
      formula.removeAttribute('tabindex');
    }
  }
}

/** The class of an inline formula that scrolls in its own box (maths.css). */
const wideFormula = 'site-wide-formula';

/** The box an inline formula's lines are laid in: its nearest ancestor that is not inline. */
function lineBoxOf(formula: HTMLElement): HTMLElement | null {
  for (let ancestor = formula.parentElement; ancestor; ancestor = ancestor.parentElement) {
    if (!getComputedStyle(ancestor).display.startsWith('inline')) {
      return ancestor;
    }
  }
  return null;
}

/**
 * Marks the inline formulas under `root` that have a piece wider than their line, and unmarks the
 * others: all measured first, then all marked, so that the page is laid out once. A piece keeps its
 * width whether its formula is marked or not (KaTeX never breaks inside one). Formulas in a block
 * that is not laid out are left until it is (see above).
 */
function markWideInlineFormulas(root: Element | Document): void {
  const measured: [HTMLElement, boolean][] = [];
  for (const formula of root.querySelectorAll<HTMLElement>('.katex')) {
    if (
      formula.closest('.katex-display') ||
      (typeof formula.checkVisibility === 'function' && !formula.checkVisibility({contentVisibilityAuto: true}))
    ) {
      continue;
    }
    const line = lineBoxOf(formula);
    if (!line) {
      continue;
    }
    const style = getComputedStyle(line);
    const width = line.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    // A formula no wider than its line has no piece wider than it (most of them: one box read each).
    const mayBeWide = formula.classList.contains(wideFormula) || formula.getBoundingClientRect().width > width;
    const wide =
      mayBeWide &&
      [...formula.querySelectorAll(':scope > .katex-html > .base')].some(
        (piece) => piece.getBoundingClientRect().width > width + 0.5,
      );
    measured.push([formula, wide]);
  }
  for (const [formula, wide] of measured) {
    if (wide) {
      formula.classList.add(wideFormula);
      formula.tabIndex = 0;
    } else if (formula.classList.contains(wideFormula)) {
      formula.classList.remove(wideFormula);
      // A formula with a symbol pointing to its notation may be in the tab order for that (src/plugins/notation).
      if (!formula.querySelector('[data-notation]')) {
        formula.removeAttribute('tabindex');
      }
    }
  }
}

let scheduled = false;
function scheduleCheck(): void {
  if (!scheduled) {
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      markScrollableFormulas(document);
      markWideInlineFormulas(document);
    });
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('resize', scheduleCheck);
  // <details> toggle events do not bubble; listen in the capture phase.
  document.addEventListener('toggle', scheduleCheck, true);
  document.fonts.addEventListener('loadingdone', scheduleCheck);
  document.addEventListener(
    'contentvisibilityautostatechange',
    (event) => {
      if (event instanceof ContentVisibilityAutoStateChangeEvent && !event.skipped && event.target instanceof HTMLElement) {
        markScrollableFormulas(event.target);
        markWideInlineFormulas(event.target);
      }
    },
    true,
  );
}

export function onRouteDidUpdate(): void {
  scheduleCheck();
}
