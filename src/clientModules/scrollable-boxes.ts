/**
 * Boxes of an article that scroll sideways when wider than the column: display formulas
 * (src/plugins/maths/maths.css) and tables (Infima draws a table as a block that scrolls; a
 * markdown table with a formula or code in its cells passes a phone's column). A scrolling box
 * must be reachable by keyboard (WCAG 2.1.1), so the ones that actually overflow get tabindex=0;
 * the rest stay out of the tab order. A focused display reads its MathML's speech, a focused
 * table its size and cells, as any table: no name is added to either. Re-checked on navigation,
 * on resize, when fonts finish loading (KaTeX's fonts widen the formulas) and when a solution is
 * opened.
 *
 * Article blocks far from the viewport are not laid out
 * (src/plugins/long-pages/containment.css), and reading a box's width there
 * would force the layout of its block: measuring the whole page that way
 * cost as much as not skipping anything. So a box in a skipped block is
 * made focusable until it can be measured (it may overflow; a keyboard
 * reader must not be unable to scroll it), and each block's boxes are
 * measured when it starts being rendered (contentvisibilityautostatechange,
 * which does not bubble: caught in the capture phase).
 */

/** The boxes that scroll when too wide. */
const scrollingBoxes = '.katex-display, article table';

function markScrollableBoxes(root: Element | Document): void {
  const boxes = [...root.querySelectorAll<HTMLElement>(scrollingBoxes)];
  // A box can be an article block itself, and so the element the event is about.
  if (root instanceof HTMLElement && root.matches(scrollingBoxes)) {
    boxes.push(root);
  }
  for (const box of boxes) {
    // Ask about the box's contents: a block with content-visibility is never skipped itself,
    // only what it holds. Browsers without checkVisibility (Safari before 17.4) skip nothing either.
    const contents = box.firstElementChild ?? box;
    if (typeof contents.checkVisibility === 'function' && !contents.checkVisibility({contentVisibilityAuto: true})) {
      box.tabIndex = 0;
    } else if (box.scrollWidth > box.clientWidth) {
      box.tabIndex = 0;
    } else {
      box.removeAttribute('tabindex');
    }
  }
}

let scheduled = false;
function scheduleCheck(): void {
  if (!scheduled) {
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      markScrollableBoxes(document);
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
        markScrollableBoxes(event.target);
      }
    },
    true,
  );
}

export function onRouteDidUpdate(): void {
  scheduleCheck();
}
