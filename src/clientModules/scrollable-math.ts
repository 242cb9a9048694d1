/**
 * Display formulas wider than the column scroll sideways. A scrolling box
 * must be reachable by keyboard (WCAG 2.1.1), so the ones that actually
 * overflow get tabindex=0; the rest stay out of the tab order. Re-checked on
 * navigation, on resize, when fonts finish loading (KaTeX's fonts widen the
 * formulas) and when a solution is opened.
 */
function markScrollableFormulas(): void {
  for (const formula of document.querySelectorAll<HTMLElement>('.katex-display')) {
    if (formula.scrollWidth > formula.clientWidth) {
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
      markScrollableFormulas();
    });
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('resize', scheduleCheck);
  // <details> toggle events do not bubble; listen in the capture phase.
  document.addEventListener('toggle', scheduleCheck, true);
  document.fonts.addEventListener('loadingdone', scheduleCheck);
}

export function onRouteDidUpdate(): void {
  scheduleCheck();
}
