/**
 * Collapsed solutions (<details>) open when they are needed:
 * - a link to a place inside one (a "solution of Exercise 4" backlink lands on its reference) opens
 *   it, on a first load as after a client-side navigation: Docusaurus scrolls to the target before
 *   this runs, and a target inside a closed <details> has no box to scroll to;
 * - a printed page shows every solution: collapsed ones are opened for printing and closed again
 *   afterwards (CSS alone cannot open them in every browser; see also the print rules in custom.css).
 */
import type {ClientModule} from '@docusaurus/types';

function openAround(target: Element): boolean {
  let opened = false;
  for (let details = target.closest('details'); details; details = details.parentElement?.closest('details') ?? null) {
    if (!details.open) {
      details.open = true;
      opened = true;
    }
  }
  return opened;
}

if (typeof window !== 'undefined') {
  let openedForPrint: HTMLDetailsElement[] = [];
  window.addEventListener('beforeprint', () => {
    openedForPrint = [...document.querySelectorAll<HTMLDetailsElement>('details:not([open])')];
    openedForPrint.forEach((details) => {
      details.open = true;
    });
  });
  window.addEventListener('afterprint', () => {
    openedForPrint.forEach((details) => {
      details.open = false;
    });
    openedForPrint = [];
  });
}

/** Whether any of the element's box is within the window. */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (!target?.closest('details')) {
      return;
    }
    // Chromium opens a <details> around a loaded address's target itself, but may not scroll to it when
    // it does so as the page loads: whoever opened it, the target is brought into view.
    if (openAround(target) || !inView(target)) {
      target.scrollIntoView();
    }
  },
};

export default clientModule;
