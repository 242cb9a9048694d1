/**
 * Display formulas wider than the column scroll sideways. A scrolling box
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

let scheduled = false;
function scheduleCheck(): void {
  if (!scheduled) {
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      markScrollableFormulas(document);
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
      }
    },
    true,
  );
}

export function onRouteDidUpdate(): void {
  scheduleCheck();
}
